import type { PathOptions } from 'leaflet';

/** A county's fill: its band colour, the "No data" grey included, under thin white borders. */
export function countyFillStyle(fillColor: string): PathOptions {
  return { stroke: true, color: '#FFFFFF', weight: 0.5, opacity: 1, fill: true, fillColor, fillOpacity: 0.8 };
}

/** State borders, a little heavier than the county borders, so the map reads at a glance. */
export const STATE_BORDER_STYLE: PathOptions = { color: '#FFFFFF', weight: 1.75, opacity: 1, fill: false, interactive: false };

/**
 * The outline of the county under the pointer, and of the selected county: dark, on top of every
 * fill, with a white halo under it so it stands out on red and on grey alike.
 */
export const OUTLINE_HALO_STYLE: PathOptions = { color: '#FFFFFF', weight: 5, opacity: 0.9, fill: false, interactive: false };
export const OUTLINE_STYLE: PathOptions = { color: '#1F2933', weight: 2.5, opacity: 1, fill: false, interactive: false };
