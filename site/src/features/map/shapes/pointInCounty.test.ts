import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { decodeShapes } from './decodeShapes';
import { countyAt } from './pointInCounty';

const atlasFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../node_modules/us-atlas/counties-10m.json');
const { counties } = decodeShapes(JSON.parse(readFileSync(atlasFile, 'utf8')) as Topology<{ counties: GeometryCollection }>);
const shapes = [...counties.values()];

describe('countyAt on the Census county outlines', () => {
  it.each([
    { place: 'Coalinga, in Fresno County 60 km from its centre', lat: 36.1397, lon: -120.3602, fips: '06019' },
    { place: 'Kings Canyon, at the other end of Fresno County', lat: 36.794, lon: -118.672, fips: '06019' },
    { place: 'Avalon, on Santa Catalina Island (Los Angeles County)', lat: 33.3428, lon: -118.3278, fips: '06037' },
    { place: 'Key West, an island of Monroe County', lat: 24.5551, lon: -81.78, fips: '12087' },
    { place: 'Miami Beach', lat: 25.7907, lon: -80.13, fips: '12086' },
    { place: 'Attu Island, in the Aleutians past 180°', lat: 52.85, lon: 173.2, fips: '02016' },
    { place: 'Adak, in the Aleutians east of 180°', lat: 51.88, lon: -176.65, fips: '02016' },
    { place: 'the Pacific off Point Conception', lat: 34.0, lon: -121.0, fips: null },
    { place: 'the Gulf of Mexico', lat: 26.5, lon: -88.0, fips: null },
    { place: 'Toronto', lat: 43.65, lon: -79.38, fips: null },
  ])('$place', ({ lat, lon, fips }) => {
    expect(countyAt(shapes, lat, lon)).toBe(fips);
  });
});

describe('decodeShapes', () => {
  it('decodes every county of us-atlas and the state borders between them', () => {
    const { stateBorders } = decodeShapes(JSON.parse(readFileSync(atlasFile, 'utf8')) as Topology<{ counties: GeometryCollection }>);
    expect(counties.size).toBe(3231);
    expect(stateBorders.type).toBe('MultiLineString');
    expect(stateBorders.coordinates.length).toBeGreaterThan(100);
    const fresno = counties.get('06019')!;
    expect(fresno.bbox[0]).toBeCloseTo(-120.9, 0);
    expect(fresno.bbox[2]).toBeCloseTo(-118.4, 0);
  });
});
