import type { CountyRecord } from '../../../lib/data/counties';

/**
 * [[south, west], [north, east]] around the counties' points, or null when none has a position
 * (a county without one has 0, 0 and is left out).
 */
export function countiesBounds(counties: readonly CountyRecord[]): [[number, number], [number, number]] | null {
  const placed = counties.filter((c) => c.latitude !== 0 || c.longitude !== 0);
  if (placed.length === 0) return null;
  const lats = placed.map((c) => c.latitude);
  const lngs = placed.map((c) => c.longitude);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}
