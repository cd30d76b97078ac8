import type { Map as LeafletMap } from 'leaflet';
import type { WorldBox } from '../../../lib/shapes/parentsInView';

/** The map's view as a box of the zoom-0 world, which the decoded shapes' bounds are in. */
export function worldBoxOf(map: LeafletMap): WorldBox {
  const { min, max } = map.getPixelBounds();
  const scale = map.getZoomScale(map.getZoom(), 0);
  return [min!.x / scale, min!.y / scale, max!.x / scale, max!.y / scale];
}
