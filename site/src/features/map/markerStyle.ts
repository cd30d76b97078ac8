import type { PathOptions } from 'leaflet';
import { scoreColor } from '../../lib/figures/countyBand';

export interface MarkerStyle extends PathOptions {
  radius: number;
}

/** Circle marker look for a county's combined score with `layerCount` layers selected; grey without a score. */
export function markerStyle(score: number | null, layerCount: number): MarkerStyle {
  return {
    radius: 8 + (score ?? 0) / 25,
    color: '#FFFFFF',
    weight: 2,
    fillColor: scoreColor(score),
    fillOpacity: layerCount === 0 ? 0.7 : Math.min(0.3 + 0.2 * layerCount, 0.9),
  };
}
