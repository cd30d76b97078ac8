/**
 * Leaflet's default map projection (EPSG:3857) in its own units at zoom 0: the world is 256 pixels
 * wide, x grows east from 180°W and y south from 85.05°N. At zoom z a point is 2^z times as far out.
 */
const WORLD_SIZE = 256;
const MAX_LATITUDE = 85.0511287798;

export function worldX(longitude: number): number {
  return ((longitude + 180) / 360) * WORLD_SIZE;
}

export function worldY(latitude: number): number {
  const clamped = Math.max(Math.min(latitude, MAX_LATITUDE), -MAX_LATITUDE);
  const sin = Math.sin((clamped * Math.PI) / 180);
  return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * WORLD_SIZE;
}

/**
 * The western Aleutians lie past the antimeridian, at positive longitudes: moved by 360° they are
 * drawn beside the rest of Alaska instead of across the map. No US county is east of 0°.
 */
export const westOfAntimeridian = (longitude: number): number => (longitude > 0 ? longitude - 360 : longitude);
