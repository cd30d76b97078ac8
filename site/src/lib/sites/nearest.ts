/** A point in degrees, as the sites' file and the search's points give them. */
export interface LatLon {
  lat: number;
  lon: number;
}

/** The Earth's mean radius (IUGG), km: the generator's (datagen/internal/pipe/sites/nearest.go). */
const EARTH_KM = 6371.0088;

/** The great-circle (haversine) distance between two points, km. */
export function haversineKm(from: LatLon, to: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (to.lat - from.lat) * rad;
  const dLon = (to.lon - from.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

/**
 * The item nearest a point, with its distance to 0.1 km as the generator rounds it; of two as near,
 * the first (the sites' file is in EPA ID order, as the generator breaks ties). Null for none.
 */
export function nearestTo<T extends LatLon>(point: LatLon, items: readonly T[]): { item: T; km: number } | null {
  let best: T | null = null;
  let bestKm = Infinity;
  for (const item of items) {
    const km = haversineKm(point, item);
    if (km < bestKm) [best, bestKm] = [item, km];
  }
  return best && { item: best, km: Math.round(bestKm * 10) / 10 };
}
