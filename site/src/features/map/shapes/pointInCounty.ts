import type { CountyGeometry, CountyShape } from './decodeShapes';

/** Even-odd ray casting over one polygon's rings, so a point in a hole (a lake, an enclave) is outside. */
function inPolygon(rings: GeoJSON.Position[][], x: number, y: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi = 0, yi = 0] = ring[i]!;
      const [xj = 0, yj = 0] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** Whether the county geometry holds the point; every island of a MultiPolygon counts. */
export function geometryContains(geometry: CountyGeometry, longitude: number, latitude: number): boolean {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.some((rings) => inPolygon(rings, longitude, latitude));
}

/** The FIPS code of the county whose outline holds the point, or null (the sea, another country). */
export function countyAt(shapes: Iterable<CountyShape>, latitude: number, longitude: number): string | null {
  const x = longitude > 0 ? longitude - 360 : longitude;
  for (const { fips, bbox, geometry } of shapes) {
    if (x < bbox[0] || x > bbox[2] || latitude < bbox[1] || latitude > bbox[3]) continue;
    if (geometryContains(geometry, x, latitude)) return fips;
  }
  return null;
}
