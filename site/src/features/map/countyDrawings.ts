import type { Map as LeafletMap } from 'leaflet';
import type { ComponentType } from 'react';
import { onDemand, type OnDemand } from '../../lib/data/onDemand';
import type { DataView } from '../../views/views';

/** What the map hands the component that draws the view's counties. */
export interface CountyDrawingProps {
  map: LeafletMap;
  /** The counties could not be drawn (their data did not load). */
  onFailed: () => void;
}

/**
 * Each way of drawing the counties, loaded with the first view drawn that way (app/hydrate.tsx asks
 * for the link's at once): a Demo first load does not carry the choropleth, nor a Measured one the markers.
 */
export const COUNTY_DRAWINGS: Readonly<Record<DataView['drawing'], OnDemand<ComponentType<CountyDrawingProps>>>> = {
  markers: onDemand(() => import('./CountyMarkers').then((m) => m.CountyMarkers)),
  shapes: onDemand(() => import('./shapes/CountyShapes').then((m) => m.CountyShapes)),
};
