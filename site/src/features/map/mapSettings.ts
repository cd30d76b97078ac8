// The map's fixed settings: where it starts, how far a search zooms, the US bounds, the tiles and
// how long the loading overlay waits (their credit line: attribution.ts).
import type { LatLngBoundsExpression, LatLngTuple } from 'leaflet';

export const MAP_CENTER: LatLngTuple = [36.78, -115.42];
export const INITIAL_ZOOM = 5;
export const SEARCH_ZOOM = 8;
/** Contiguous United States, south-west then north-east. */
export const US_BOUNDS: LatLngBoundsExpression = [
  [24.3963, -124.7844],
  [49.0041, -66.9513],
];
export const LOADING_OVERLAY_MS = 1000;
export const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
