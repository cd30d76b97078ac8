import type { LatLngTuple } from 'leaflet';
import { US_BOUNDS } from '../../src/features/map/mapSettings';
import { worldX, worldY } from '../../src/lib/shapes/mercator';

// Where Leaflet draws the map's first view (FitUsBounds: fitBounds(US_BOUNDS) with no padding), for
// any size of the map's box, in the projection's units (256 per world at zoom 0).

const [[south, west], [north, east]] = US_BOUNDS as [LatLngTuple, LatLngTuple];

/** The US bounds at zoom 0: their size and centre. */
export const FITTED = {
  width: worldX(east) - worldX(west),
  height: worldY(south) - worldY(north),
  centerX: (worldX(west) + worldX(east)) / 2,
  centerY: (worldY(north) + worldY(south)) / 2,
};

/**
 * The zoom fitBounds picks for a box of this size: the largest whole zoom at which the bounds fit,
 * where within 1 % of a whole zoom counts as it (Leaflet's getBoundsZoom with zoomSnap 1).
 */
export function fittedZoom(width: number, height: number): number {
  const zoom = Math.log2(Math.min(width / FITTED.width, height / FITTED.height));
  return Math.floor(Math.round(zoom * 100) / 100);
}

/** The smallest box in which fitBounds reaches this zoom: it needs both sides (the 1 % again). */
export function smallestBoxFor(zoom: number): { width: number; height: number } {
  const scale = 2 ** (zoom - 0.005);
  return { width: FITTED.width * scale, height: FITTED.height * scale };
}

/**
 * The picture of a zoom: twice the bounds each way (every box that zoom fits, when the width decides
 * it), in that zoom's pixels, its corner on a whole pixel, so its grid is the one Leaflet draws on.
 */
export function previewPixels(zoom: number): { left: number; top: number; width: number; height: number } {
  const scale = 2 ** zoom;
  const width = Math.ceil(2 * FITTED.width * scale);
  const height = Math.ceil(2 * FITTED.height * scale);
  return { left: Math.round(FITTED.centerX * scale - width / 2), top: Math.round(FITTED.centerY * scale - height / 2), width, height };
}

/**
 * Where that picture goes in a box of this size: Leaflet puts the bounds' centre in the middle, its
 * pixel origin rounded (Map._getNewPixelOrigin). Returns the picture's corner in the box's pixels.
 */
export function previewPlace(zoom: number, box: { width: number; height: number }): { left: number; top: number } {
  const scale = 2 ** zoom;
  const picture = previewPixels(zoom);
  return {
    left: picture.left - Math.round(FITTED.centerX * scale - box.width / 2),
    top: picture.top - Math.round(FITTED.centerY * scale - box.height / 2),
  };
}
