import type { AreaShapes } from '../../src/lib/shapes/decodeShapes';
import { indexCounties } from '../../src/lib/shapes/countyIndex';
import { westOfAntimeridian, worldX, worldY } from '../../src/lib/shapes/mercator';

/** A place's internal point as places.csv gives it. */
export interface PlacePoint {
  line: number;
  geoid: string;
  name: string;
  /** Postal code ("CA"). */
  state: string;
  lat: number;
  lon: number;
}

/** A county named by hand for a place the outlines cannot place (data/place_counties.csv). */
export interface NamedCounty {
  line: number;
  county: string;
}

/**
 * How far off its state's outlines a point may be and still be placed. The 1:10m outlines are
 * generalised: a coast or a river border may pass a few kilometres from where it is, which leaves a
 * beach town's point in the sea (Indian Rocks Beach, FL) or a river town's in the state across
 * (Dayton, KY in Ohio). Such a point takes the nearest county of its own state when that county is
 * within NEAR_KM and the next nearest at least CLEAR_RATIO times as far; anything less clear is a
 * build error until data/place_counties.csv names the county.
 */
export const NEAR_KM = 5;
export const CLEAR_RATIO = 2;

/** Kilometres per zoom-0 world unit at a latitude (the world is 256 units round the equator). */
const kmPerUnit = (latitude: number) => (40075 * Math.cos((latitude * Math.PI) / 180)) / 256;

/** The shortest distance from a point to a county's outline, in world units. */
function distanceToCounty(shapes: AreaShapes, county: number, x: number, y: number): number {
  const { ringPoints: p, ringStart, areaRingStart } = shapes;
  let best = Infinity;
  for (let ring = areaRingStart[county]!; ring < areaRingStart[county + 1]!; ring++) {
    for (let i = ringStart[ring]!; i < ringStart[ring + 1]! - 1; i++) {
      const ax = p[i * 2]!;
      const ay = p[i * 2 + 1]!;
      const dx = p[i * 2 + 2]! - ax;
      const dy = p[i * 2 + 3]! - ay;
      const length = dx * dx + dy * dy;
      const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length));
      best = Math.min(best, Math.hypot(ax + t * dx - x, ay + t * dy - y));
    }
  }
  return best;
}

/**
 * Gives every place the county whose outline holds its internal point, tested even-odd on the
 * outlines the map draws (the same decoded shapes and the same test as a click on the map), or, off
 * every outline of its state, by the rule of NEAR_KM; named gives the county of the places no rule
 * places. Returns the county of each place by GEOID and every problem, each with its line.
 */
export function placeCounties(
  points: readonly PlacePoint[],
  shapes: AreaShapes,
  stateFips: ReadonlyMap<string, string>,
  named: ReadonlyMap<string, NamedCounty>,
  files: { places: string; named: string },
): { counties: Map<string, string>; problems: string[] } {
  const index = indexCounties(shapes);
  const counties = new Map<string, string>();
  const problems: string[] = [];
  const used = new Set<string>();
  for (const place of points) {
    const state = stateFips.get(place.state);
    const byHand = named.get(place.geoid);
    if (byHand) {
      used.add(place.geoid);
      if (byHand.county.slice(0, 2) !== state) problems.push(`${files.named}:${byHand.line}: ${byHand.county} is not a county of ${place.state}, the state of ${place.geoid}`);
      else counties.set(place.geoid, byHand.county);
      continue;
    }
    const holding = index.countyAtLatLng(place.lat, place.lon);
    const fips = holding === null ? null : shapes.ids[holding]!;
    if (fips !== null && fips.slice(0, 2) === state) {
      counties.set(place.geoid, fips);
      continue;
    }
    const x = worldX(westOfAntimeridian(place.lon));
    const y = worldY(place.lat);
    const near = shapes.ids
      .flatMap((f, county) => (f.slice(0, 2) === state ? [{ fips: f, km: distanceToCounty(shapes, county, x, y) * kmPerUnit(place.lat) }] : []))
      .sort((a, b) => a.km - b.km);
    const [first, second] = near;
    if (first && first.km <= NEAR_KM && (!second || second.km >= CLEAR_RATIO * first.km)) {
      counties.set(place.geoid, first.fips);
      continue;
    }
    const where = fips === null ? 'lies on no county outline' : `lies in ${fips}, a county of another state`;
    const nearest = near.slice(0, 2).map((n) => `${n.fips} at ${n.km.toFixed(1)} km`).join(', ');
    problems.push(
      `${files.places}:${place.line}: ${place.geoid} ${place.name} (${place.lat}, ${place.lon}) ${where}, and no county of ${place.state} is clearly nearest (${nearest}); name its county in ${files.named}`,
    );
  }
  for (const [geoid, byHand] of named) {
    if (!used.has(geoid)) problems.push(`${files.named}:${byHand.line}: ${geoid} is not a place of ${files.places}`);
  }
  return { counties, problems };
}
