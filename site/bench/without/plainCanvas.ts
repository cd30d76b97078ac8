import { canvas, type Canvas, type CircleMarker } from 'leaflet';
import type { MarkerStyle } from '../../src/features/map/markerStyle';

/**
 * SpriteCanvas's counterpart through Leaflet's public API only (bench:tricks builds the page with it
 * in place of src/features/map/spriteCanvas.ts): Leaflet's own canvas renderer, each marker restyled
 * with setStyle and setRadius, nothing pre-rendered.
 */
export const SpriteCanvas = function plainCanvas(): Canvas {
  return Object.assign(canvas(), {
    restyle(entries: Iterable<readonly [CircleMarker, MarkerStyle]>) {
      for (const [marker, style] of entries) marker.setStyle(style).setRadius(style.radius);
    },
    warm() {},
  });
} as unknown as new () => Canvas;
