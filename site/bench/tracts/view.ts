// What both tract pages share: where they start, the zoom from which tracts are shown, and the
// tracts' colours (written by site/bench/tracts.mjs beside the pages).
import type { Map as LeafletMap } from 'leaflet';

/** California around Fresno at zoom 6: counties' scale, no tracts yet. */
export const START = { center: [36.75, -119.77] as [number, number], zoom: 6 };
/** The zoom from which the product draws tracts. */
export { TRACT_ZOOM } from '../../src/lib/tracts/tractState';

/** Each tract's colour by its GEOID: its PM2.5 California percentile in three bands. */
export const loadColours = (): Promise<Map<string, string>> =>
  fetch('/tract-colours.json')
    .then((response) => response.json() as Promise<Record<string, string>>)
    .then((colours) => new Map(Object.entries(colours)));

declare global {
  interface Window {
    /** The page's map, for the benchmark to zoom and pan. */
    benchMap?: LeafletMap;
  }
}
