import Flatbush from 'flatbush';
import type { AreaShapes } from './decodeShapes';
import { westOfAntimeridian, worldX, worldY } from './mercator';

/**
 * Finds the area under a point (a county among the counties, a census tract among a county's tracts):
 * a spatial index of the outlines' boxes, then an exact test of the few candidates.
 */
export interface AreaIndex {
  /** The area (its index in shapes.ids) holding the world point, or null (the sea, another country). */
  areaAtWorld: (x: number, y: number) => number | null;
  /** The same for a latitude and longitude. */
  areaAtLatLng: (latitude: number, longitude: number) => number | null;
}

/** Even-odd ray casting over every ring of the area, so a point in a hole (a lake, an enclave) is outside. */
function areaContains(shapes: AreaShapes, area: number, x: number, y: number): boolean {
  const { ringPoints, ringStart, areaRingStart } = shapes;
  let inside = false;
  for (let ring = areaRingStart[area]!; ring < areaRingStart[area + 1]!; ring++) {
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

export function indexAreas(shapes: AreaShapes): AreaIndex {
  const count = shapes.ids.length;
  if (count === 0) return { areaAtWorld: () => null, areaAtLatLng: () => null };
  const index = new Flatbush(count);
  for (let area = 0; area < count; area++) {
    const b = area * 4;
    index.add(shapes.bounds[b]!, shapes.bounds[b + 1]!, shapes.bounds[b + 2]!, shapes.bounds[b + 3]!);
  }
  index.finish();
  const areaAtWorld = (x: number, y: number) => {
    for (const area of index.search(x, y, x, y)) if (areaContains(shapes, area, x, y)) return area;
    return null;
  };
  return {
    areaAtWorld,
    areaAtLatLng: (latitude, longitude) => areaAtWorld(worldX(westOfAntimeridian(longitude)), worldY(latitude)),
  };
}
