import type { PathOptions } from 'leaflet';
import { scoreColor } from '../../lib/countyScore';
import { spriteKey } from './markerSprite';

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

/**
 * Every distinct drawn look (colour, fill opacity, whole-pixel radius) for scores 0..100 and no
 * score with 0..maxLayers layers selected: the sprites worth pre-rendering before the first layer toggle.
 */
export function distinctMarkerStyles(maxLayers: number): MarkerStyle[] {
  const looks = new Map<string, MarkerStyle>();
  for (let layerCount = 0; layerCount <= maxLayers; layerCount++) {
    for (let score: number | null = null; score === null || score <= 100; score = (score ?? -0.25) + 0.25) {
      const style = markerStyle(score, layerCount);
      // The renderer's own sprite key, so "distinct" means exactly what it caches separately.
      const key = spriteKey(style, 1);
      if (!looks.has(key)) looks.set(key, style);
    }
  }
  return [...looks.values()];
}
