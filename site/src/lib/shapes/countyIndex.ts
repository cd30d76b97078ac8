import Flatbush from 'flatbush';
import type { AreaShapes } from './decodeShapes';
import { westOfAntimeridian, worldX, worldY } from './mercator';

/** Finds the county under a point: a spatial index of the outlines' boxes, then an exact test of the few candidates. */
export interface CountyIndex {
  /** The county (its index in shapes.ids) holding the world point, or null (the sea, another country). */
  countyAtWorld: (x: number, y: number) => number | null;
  /** The same for a latitude and longitude. */
  countyAtLatLng: (latitude: number, longitude: number) => number | null;
}

/** Even-odd ray casting over every ring of the county, so a point in a hole (a lake, an enclave) is outside. */
function countyContains(shapes: AreaShapes, county: number, x: number, y: number): boolean {
  const { ringPoints, ringStart, areaRingStart } = shapes;
  let inside = false;
  for (let ring = areaRingStart[county]!; ring < areaRingStart[county + 1]!; ring++) {
    const first = ringStart[ring]!;
    const last = ringStart[ring + 1]! - 1;
    for (let i = first, j = last; i <= last; j = i++) {
      const xi = ringPoints[i * 2]!;
      const yi = ringPoints[i * 2 + 1]!;
      const xj = ringPoints[j * 2]!;
      const yj = ringPoints[j * 2 + 1]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

export function indexCounties(shapes: AreaShapes): CountyIndex {
  const count = shapes.ids.length;
  if (count === 0) return { countyAtWorld: () => null, countyAtLatLng: () => null };
  const index = new Flatbush(count);
  for (let county = 0; county < count; county++) {
    const b = county * 4;
    index.add(shapes.bounds[b]!, shapes.bounds[b + 1]!, shapes.bounds[b + 2]!, shapes.bounds[b + 3]!);
  }
  index.finish();
  const countyAtWorld = (x: number, y: number) => {
    for (const county of index.search(x, y, x, y)) if (countyContains(shapes, county, x, y)) return county;
    return null;
  };
  return {
    countyAtWorld,
    countyAtLatLng: (latitude, longitude) => countyAtWorld(worldX(westOfAntimeridian(longitude)), worldY(latitude)),
  };
}
