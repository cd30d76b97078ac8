import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Topology } from 'topojson-specification';
import { countiesCsvFips, fipsMismatch, reduceCountyShapes, shapeFips } from './reduceShapes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fromRoot = (file: string) => path.join(ROOT, file);
const atlas = () => JSON.parse(readFileSync(fromRoot('node_modules/us-atlas/counties-10m.json'), 'utf8')) as Topology;

describe('reduceCountyShapes', () => {
  it('keeps one shape per county of the national file and fits in 200 KB gzip', () => {
    const reduced = reduceCountyShapes(atlas());
    const counties = countiesCsvFips(readFileSync(fromRoot('data/us_counties.csv'), 'utf8'));
    expect(counties).toHaveLength(3231);
    expect(fipsMismatch(shapeFips(reduced), counties)).toBeNull();
    expect(Object.keys(reduced.objects)).toEqual(['counties']);
    expect(reduced.objects.counties.geometries[0]).not.toHaveProperty('properties');
    expect(gzipSync(JSON.stringify(reduced), { level: 9 }).length).toBeLessThanOrEqual(200 * 1024);
  });

  it('refuses a file without a quantised counties object', () => {
    expect(() => reduceCountyShapes({ type: 'Topology', objects: {}, arcs: [] })).toThrow(/no "counties" GeometryCollection/);
  });
});

describe('fipsMismatch', () => {
  it.each([
    { shapes: ['06019', '06037'], counties: ['06019', '06037'], expected: null },
    { shapes: ['06019'], counties: ['06019', '06037'], expected: 'counties without a shape: 06037' },
    { shapes: ['06019', '99999'], counties: ['06019'], expected: 'shapes of no county: 99999' },
    {
      shapes: ['06019', '06019', '02261'],
      counties: ['06019', '02063'],
      expected: 'counties without a shape: 02063; shapes of no county: 02261; shapes listed twice: 06019',
    },
  ])('$shapes against $counties', ({ shapes, counties, expected }) => {
    expect(fipsMismatch(shapes, counties)).toBe(expected);
  });
});

describe('countiesCsvFips', () => {
  it('reads the geoid column, with or without a byte order mark and CRLF', () => {
    expect(countiesCsvFips('\uFEFFgeoid,usps\r\n06019,CA\r\n06037,CA\r\n')).toEqual(['06019', '06037']);
  });

  it('refuses a file whose first column is not geoid', () => {
    expect(() => countiesCsvFips('fips,name\n06019,Fresno\n')).toThrow('the first column of the county file must be geoid, not "fips"');
  });
});
