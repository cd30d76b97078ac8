import { quantize } from 'topojson-client';
import { presimplify, quantile, simplify } from 'topojson-simplify';
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';

/** The share of us-atlas's points kept; Visvalingam drops the 15 % that carry the least area. */
const KEPT_POINTS = 0.85;
/**
 * us-atlas quantises both axes to 1e5 steps of its bounding box, which spans 360° of longitude
 * and 86° of latitude: its north-south steps are four times finer than its east-west ones (95 m
 * against 360 m). Coarsening latitude to the longitude's step loses nothing the 1:10m source has.
 */
const LATITUDE_COARSENING = 4;

/** The county outlines as the page needs them: one object of county polygons with their FIPS id. */
export type CountyTopology = Topology<{ counties: GeometryCollection }>;

/**
 * Cuts us-atlas's counties-10m.json to what the Measured view draws: the counties object only
 * (state borders are the county edges where the state FIPS changes, drawn with topojson's mesh;
 * the nation object and names are not needed), with fewer points and a coarser latitude step; the
 * build then writes it in the binary format of encodeShapes.ts (sizes: site/bench/README.md).
 */
export function reduceCountyShapes(atlas: Topology): CountyTopology {
  const source = atlas.objects.counties;
  if (!source || source.type !== 'GeometryCollection') throw new Error('counties-10m.json has no "counties" GeometryCollection');
  if (!atlas.transform) throw new Error('counties-10m.json is not quantised');
  const counties: GeometryCollection = {
    type: 'GeometryCollection',
    geometries: source.geometries.map(({ properties: _names, ...shape }) => shape as GeometryObject),
  };
  const presimplified = presimplify({ type: 'Topology', transform: atlas.transform, arcs: atlas.arcs, objects: { counties } });
  const simplified = simplify(presimplified, quantile(presimplified, KEPT_POINTS));
  const { scale, translate } = atlas.transform;
  return quantize(simplified, { scale: [scale[0], scale[1] * LATITUDE_COARSENING], translate }) as CountyTopology;
}

/** The FIPS code of every county shape, in file order. */
export function shapeFips(topology: CountyTopology): string[] {
  return topology.objects.counties.geometries.map((g) => String(g.id ?? ''));
}

/**
 * Compares the shapes' FIPS codes with the counties of data/us_counties.csv. Every county the page
 * can show needs its outline, and an outline without a county would be an unclickable grey area.
 */
export function fipsMismatch(shapes: readonly string[], counties: readonly string[]): string | null {
  const shapeSet = new Set(shapes);
  const countySet = new Set(counties);
  const noShape = counties.filter((fips) => !shapeSet.has(fips));
  const noCounty = shapes.filter((fips) => !countySet.has(fips));
  const duplicates = shapes.filter((fips, i) => shapes.indexOf(fips) !== i);
  const problems = [
    noShape.length > 0 && `counties without a shape: ${noShape.join(', ')}`,
    noCounty.length > 0 && `shapes of no county: ${noCounty.join(', ')}`,
    duplicates.length > 0 && `shapes listed twice: ${duplicates.join(', ')}`,
  ].filter((p): p is string => typeof p === 'string');
  return problems.length > 0 ? problems.join('; ') : null;
}

/** The geoid column (the first) of data/us_counties.csv; the header names it. */
export function countiesCsvFips(csv: string): string[] {
  const [header = '', ...rows] = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (header.split(',')[0] !== 'geoid') throw new Error(`the first column of the county file must be geoid, not "${header.split(',')[0]}"`);
  return rows.filter((row) => row !== '').map((row) => row.slice(0, row.indexOf(',')));
}
