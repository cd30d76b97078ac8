import { gzipSync } from 'node:zlib';
import { feature } from 'topojson-client';
import { decodeShapes } from '../../src/lib/shapes/decodeShapes';
import { westOfAntimeridian, worldX, worldY } from '../../src/lib/shapes/mercator';
import { gunzipShapes } from '../../src/lib/shapes/shapesRequest';
import { reducedAtlas } from '../../src/test/countyShapesFile';
import { encodeShapes } from './encodeShapes';

const topology = reducedAtlas();
const file = encodeShapes(topology);
const shapes = decodeShapes(file);

/** A ring of one arc there and back, which encloses nothing; topojson-client pads it to four points, the file keeps it as it is. */
const degenerate = (ring: number[][]) => new Set(ring.map(String)).size < 3;

/** Every ring of a county as topojson-client reads it, projected as the map projects it. */
function referenceRings(fips: string): number[][][] {
  const county = feature(topology, topology.objects.counties).features.find((f) => String(f.id) === fips)!;
  const geometry = county.geometry as GeoJSON.Polygon | GeoJSON.MultiPolygon;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons
    .flat()
    .map((ring) => ring.map(([lon = 0, lat = 0]) => [worldX(westOfAntimeridian(lon)), worldY(lat)]))
    .filter((ring) => !degenerate(ring));
}

function decodedRings(fips: string): number[][][] {
  const county = shapes.fips.indexOf(fips);
  const rings: number[][][] = [];
  for (let ring = shapes.countyRingStart[county]!; ring < shapes.countyRingStart[county + 1]!; ring++) {
    const points: number[][] = [];
    for (let p = shapes.ringStart[ring]!; p < shapes.ringStart[ring + 1]!; p++) points.push([shapes.ringPoints[p * 2]!, shapes.ringPoints[p * 2 + 1]!]);
    rings.push(points);
  }
  return rings.filter((ring) => !degenerate(ring));
}

describe('the county shapes file', () => {
  it('holds every county once, in FIPS order, in at most 125 KB gzip', () => {
    expect(shapes.fips).toHaveLength(3231);
    expect([...shapes.fips].sort()).toEqual(shapes.fips);
    expect(new Set(shapes.fips).size).toBe(3231);
    expect(gzipSync(file, { level: 9 }).length).toBeLessThanOrEqual(125 * 1024);
  });

  it.each([
    ['06019', 'Fresno, one ring'],
    ['12087', 'Monroe, FL: the Keys, many islands'],
    ['02016', 'Aleutians West, across the antimeridian'],
    ['26083', 'Keweenaw, MI: a peninsula and an island'],
  ])('gives %s (%s) the very rings topojson-client reads, projected', (fips) => {
    const expected = referenceRings(fips);
    const actual = decodedRings(fips);
    expect(actual.map((ring) => ring.length)).toEqual(expected.map((ring) => ring.length));
    actual.flat().forEach(([x, y], i) => {
      const [ex = 0, ey = 0] = expected.flat()[i]!;
      expect(x).toBeCloseTo(ex, 9);
      expect(y).toBeCloseTo(ey, 9);
    });
  });

  it('marks the arcs between two states as state borders, and only those', () => {
    expect(shapes.stateBorderArcs.length).toBeGreaterThan(100);
    expect(shapes.stateBorderArcs.length).toBeLessThan(shapes.arcStart.length - 1);
    // Fresno's points lie in California only: none of its arcs is a state border... but Imperial's (06025) eastern edge is.
    const westOf = (arc: number) => shapes.arcPoints[shapes.arcStart[arc]! * 2]!;
    const nevadaLine = [...shapes.stateBorderArcs].filter((arc) => westOf(arc) > worldX(-120.01) && westOf(arc) < worldX(-119.99));
    expect(nevadaLine.length).toBeGreaterThan(0);
  });

  it('draws the Aleutians west of 180°, beside Alaska', () => {
    const county = shapes.fips.indexOf('02016');
    expect(shapes.bounds[county * 4]).toBeLessThan(worldX(-180));
    expect(shapes.bounds[county * 4 + 2]).toBeLessThan(worldX(-160));
  });

  it('is the same after the gzip the build stores it in, and a file already unpacked passes through', async () => {
    expect(await gunzipShapes(gzipSync(file))).toEqual(file);
    expect(await gunzipShapes(file)).toBe(file);
  });

  it.each([
    ['another file', new TextEncoder().encode('{"type":"Topology"} and more bytes to fill a header'), 'county shapes: not a RMS1 file'],
    ['a cut file', file.subarray(0, file.length - 3), 'county shapes: the file ends inside a number'],
    ['bytes after the last county', new Uint8Array([...file, 0]), 'county shapes: bytes left after the last county'],
  ])('refuses %s', (_what, bytes, message) => {
    expect(() => decodeShapes(bytes)).toThrow(message);
  });
});
