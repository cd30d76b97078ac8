import type { PathOptions } from 'leaflet';
import { riskColor } from '../../lib/risk';

export interface MarkerStyle extends PathOptions {
  radius: number;
}

/** Circle marker look for a county's combined score with `layerCount` layers selected. */
export function markerStyle(score: number, layerCount: number): MarkerStyle {
  return {
    radius: 8 + score / 25,
    color: '#FFFFFF',
    weight: 2,
    fillColor: riskColor(score),
    fillOpacity: layerCount === 0 ? 0.7 : Math.min(0.3 + 0.2 * layerCount, 0.9),
  };
}
