import { tractPlaceName, zipTractNames } from './tractPlaceNames';
import type { Tract } from './tractFigures';

type Named = Pick<Tract, 'places' | 'near' | 'side' | 'zip'>;

describe('tractPlaceName', () => {
  it('names a tract by the places it lies in, or the place nearest it, or nothing', () => {
    expect(tractPlaceName({ places: ['Fresno'] })).toBe('Fresno');
    expect(tractPlaceName({ places: ['Easton', 'Calwa'] })).toBe('Easton and Calwa');
    expect(tractPlaceName({ places: ['A', 'B', 'C'] })).toBe('A, B, and C');
    expect(tractPlaceName({ near: 'Calwa' })).toBe('Near Calwa');
    expect(tractPlaceName({})).toBeNull();
    expect(tractPlaceName({ places: [] })).toBeNull();
  });
});

describe('zipTractNames', () => {
  it("says where in the ZIP a tract lies only when another of the list has its name (ZIP 93706's tracts, as the build names them)", () => {
    const tracts: Named[] = [
      { zip: '93706', places: ['Fresno'], side: 'ne' },
      { zip: '93706', places: ['Fresno'], side: 'nw' },
      { zip: '93706', places: ['Easton'], side: 's' },
      { zip: '93706', near: 'West Park', side: 'w' },
      { zip: '93706', near: 'West Park', side: 'n' },
      { zip: '93706', near: 'Calwa', side: 'e' },
      { zip: '93706', side: 'sw' },
      { zip: '93706', side: 'se' },
    ];
    expect(zipTractNames(tracts)).toEqual([
      'Fresno, north-east part of ZIP 93706',
      'Fresno, north-west part of ZIP 93706',
      'Easton',
      'Near West Park, west part of ZIP 93706',
      'Near West Park, north part of ZIP 93706',
      'Near Calwa',
      null,
      null,
    ]);
  });

  it('keeps a shared name as it is for a tract without a side, and names each of the eight sides', () => {
    expect(zipTractNames([{ zip: '1', places: ['X'] }, { zip: '1', places: ['X'] }])).toEqual(['X', 'X']);
    const sides = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
    expect(zipTractNames(sides.map((side) => ({ zip: '93721', places: ['Fresno'], side })))).toEqual(
      ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'].map((side) => `Fresno, ${side} part of ZIP 93721`),
    );
  });
});
