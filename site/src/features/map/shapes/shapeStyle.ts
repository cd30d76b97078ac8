import type { PathOptions } from 'leaflet';

/** A stroke drawn on the choropleth's canvas: its colour and its width in screen pixels. */
export interface CanvasStroke {
  color: string;
  weight: number;
}

/** The band colours show through a little, so the base map's places and roads stay readable. */
export const FILL_OPACITY = 0.8;

/** Thin white lines between counties, the "No data" grey included. */
export const COUNTY_BORDER: CanvasStroke = { color: '#FFFFFF', weight: 0.5 };

/** State borders, a little heavier than the county borders, so the map reads at a glance. */
export const STATE_BORDER: CanvasStroke = { color: '#FFFFFF', weight: 1.75 };

/**
 * The outline of the county under the pointer, and of the selected county: dark, on top of every
 * fill, with a white halo under it so it stands out on red and on grey alike.
 */
export const OUTLINE_HALO_STYLE: PathOptions = { color: '#FFFFFF', weight: 5, opacity: 0.9, fill: false, interactive: false };
export const OUTLINE_STYLE: PathOptions = { color: '#1F2933', weight: 2.5, opacity: 1, fill: false, interactive: false };
