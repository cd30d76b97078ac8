import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { builtShapesFile } from '../../test/countyShapesFile';
import { decodeShapes, type AreaShapes } from './decodeShapes';
import { COUNTY } from './geographies';
import { worldX, worldY } from './mercator';
import { gunzipShapes } from './shapesRequest';

// Three counties drawn by hand (datagen/testdata/shapes/counties.json) as Go encodes them: two
// squares sharing a border, and a county of an island and a body with a lake.
const fixture = new Uint8Array(readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../datagen/testdata/TestCountyShapes.golden')));
const file = builtShapesFile();
const counties = decodeShapes(file, COUNTY);

const ringsOf = (shapes: AreaShapes, id: string) => {
  const area = shapes.ids.indexOf(id);
  const rings: number[][][] = [];
  for (let ring = shapes.areaRingStart[area]!; ring < shapes.areaRingStart[area + 1]!; ring++) {
    const points: number[][] = [];
    for (let p = shapes.ringStart[ring]!; p < shapes.ringStart[ring + 1]!; p++) points.push([shapes.ringPoints[p * 2]!, shapes.ringPoints[p * 2 + 1]!]);
    rings.push(points);
  }
  return rings;
};

describe('decodeShapes', () => {
  it('reads the file Go writes: ids, rings closed from their shared arcs, the quantisation', () => {
    const shapes = decodeShapes(fixture, COUNTY);
    expect(shapes.ids).toEqual(['06001', '06003', '06005']);
    // The shared border is one arc of two points; each square's ring joins it to the rest of its outline.
    expect(shapes.arcStart.length - 1).toBe(6);
    const [west] = ringsOf(shapes, '06001');
    const [east] = ringsOf(shapes, '06003');
    expect(west).toHaveLength(5);
    expect(west![0]).toEqual(west![4]);
    expect(west![0]).toEqual(east![1]);
    expect(west![1]).toEqual(east![0]);
    expect(west![0]![0]).toBeCloseTo(worldX(-120 + 10 * 0.01), 12);
    expect(west![0]![1]).toBeCloseTo(worldY(36), 12);
    // The island, the body and its lake.
    expect(ringsOf(shapes, '06005')).toHaveLength(3);
    // All three are in one state: no state border.
    expect(shapes.parentBorderArcs).toHaveLength(0);
  });

  it('holds every US county once, in FIPS order, in at most 125 KB gzip', () => {
    expect(counties.ids).toHaveLength(3231);
    expect([...counties.ids].sort()).toEqual(counties.ids);
    expect(new Set(counties.ids).size).toBe(3231);
    expect(gzipSync(file, { level: 9 }).length).toBeLessThanOrEqual(125 * 1024);
  });

  it('marks the arcs between two states as state borders, and only those', () => {
    expect(counties.parentBorderArcs.length).toBeGreaterThan(100);
    expect(counties.parentBorderArcs.length).toBeLessThan(counties.arcStart.length - 1);
    // Imperial County's (06025) eastern edge is the Arizona line; the 120th meridian is Nevada's.
    const westOf = (arc: number) => counties.arcPoints[counties.arcStart[arc]! * 2]!;
    const nevadaLine = [...counties.parentBorderArcs].filter((arc) => westOf(arc) > worldX(-120.01) && westOf(arc) < worldX(-119.99));
    expect(nevadaLine.length).toBeGreaterThan(0);
  });

  it('draws the Aleutians west of 180°, beside Alaska', () => {
    const county = counties.ids.indexOf('02016');
    expect(counties.bounds[county * 4]).toBeLessThan(worldX(-180));
    expect(counties.bounds[county * 4 + 2]).toBeLessThan(worldX(-160));
  });

  it('is the same after the gzip it is stored in, and a file already unpacked passes through', async () => {
    expect(await gunzipShapes(gzipSync(fixture))).toEqual(fixture);
    expect(await gunzipShapes(fixture)).toBe(fixture);
  });

  it.each([
    ['another file', new TextEncoder().encode('{"type":"Topology"} and more bytes to fill a header'), 'county shapes: not a RMS1 file'],
    ['a cut file', fixture.subarray(0, fixture.length - 3), 'county shapes: the file ends inside a number'],
    ['bytes after the last area', new Uint8Array([...fixture, 0]), 'county shapes: bytes left after the last area'],
  ])('refuses %s', (_what, bytes, message) => {
    expect(() => decodeShapes(bytes, COUNTY)).toThrow(message);
  });
});
