import { describe, expect, it } from 'vitest';
import { haversineKm, nearestTo } from './nearest';

// Distances computed by hand: 2R·asin(√(sin²(Δφ/2) + cos φ1·cos φ2·sin²(Δλ/2))), R = 6371.0088 km.
describe('haversineKm', () => {
  it('gives a degree of the equator as R·π/180', () => {
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(111.19508, 4);
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111.19508, 4);
  });

  it('gives the distance of two points of Fresno County', () => {
    expect(haversineKm({ lat: 36.783, lon: -119.793 }, { lat: 36.8, lon: -119.8 })).toBeCloseTo(1.99044, 4);
  });

  it('is 0 from a point to itself', () => {
    expect(haversineKm({ lat: 34.75, lon: -77.43 }, { lat: 34.75, lon: -77.43 })).toBe(0);
  });
});

describe('nearestTo', () => {
  const fresno = { lat: 36.783, lon: -119.793 };
  it('takes the nearest item, its distance to 0.1 km', () => {
    const far = { id: 'far', lat: 36.7, lon: -119.7 }; // 12.40 km
    const near = { id: 'near', lat: 36.8, lon: -119.8 }; // 1.99 km
    expect(nearestTo(fresno, [far, near])).toEqual({ item: near, km: 2 });
  });

  it('takes the first of two as near', () => {
    const a = { id: 'a', lat: 0, lon: 1 };
    const b = { id: 'b', lat: 0, lon: -1 };
    expect(nearestTo({ lat: 0, lon: 0 }, [a, b])).toEqual({ item: a, km: 111.2 });
  });

  it('has none among no items', () => {
    expect(nearestTo(fresno, [])).toBeNull();
  });
});
