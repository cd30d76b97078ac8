/**
 * Pure geometry and cache keys for the pre-rendered circle sprites that spriteCanvas.ts blits
 * instead of stroking and filling an arc per marker. No DOM here, so it is unit-testable.
 */

/** Sub-pixel positions per device pixel and axis a sprite is pre-rendered at (1/4 px steps). */
export const SUBPIXEL_STEPS = 4;

/** The options of a circle marker that decide its pixels (Leaflet's _fillStroke semantics). */
export interface SpriteStyle {
  radius: number;
  fill?: boolean;
  fillColor?: string;
  fillOpacity?: number;
  stroke?: boolean;
  color?: string;
  opacity?: number;
  weight?: number;
  lineCap?: string;
  lineJoin?: string;
}

/** Leaflet's canvas renderer draws a circle marker with its radius rounded to whole px, at least 1. */
export const drawnRadius = (radius: number) => Math.max(Math.round(radius), 1);

/** One key per distinct look at one canvas scale (device pixels per CSS pixel). */
export function spriteKey(style: SpriteStyle, scale: number): string {
  const fill = style.fill !== false ? `${style.fillColor ?? style.color}/${style.fillOpacity}` : '-';
  const stroke = style.stroke !== false && style.weight !== 0 ? `${style.color}/${style.opacity}/${style.weight}/${style.lineCap}/${style.lineJoin}` : '-';
  return `${drawnRadius(style.radius)}|${fill}|${stroke}|${scale}`;
}

/**
 * Every distinct drawn look `styleFor` gives scores 0..100 (in quarter steps) and no score with
 * 0..maxLayers layers selected: the sprites worth pre-rendering before the first layer toggle.
 * Distinct by spriteKey, so it means exactly what the renderer caches separately; the style module
 * hands its function in and knows nothing of sprites. Listed one look at a time, so the idle time
 * that renders them can stop between any two (listing them all at once was a long idle callback).
 */
export function* distinctMarkerStyles<S extends SpriteStyle>(styleFor: (score: number | null, layerCount: number) => S, maxLayers: number): Generator<S> {
  const seen = new Set<string>();
  for (let layerCount = 0; layerCount <= maxLayers; layerCount++) {
    for (let score: number | null = null; score === null || score <= 100; score = (score ?? -0.25) + 0.25) {
      const style = styleFor(score, layerCount);
      const key = spriteKey(style, 1);
      if (seen.has(key)) continue;
      seen.add(key);
      yield style;
    }
  }
}

/**
 * Margin in device pixels from the sprite's edge to its whole-pixel centre: the radius plus half the
 * stroke, plus one pixel of antialiasing (the sub-pixel shift, under one pixel, only moves the circle
 * into the extra pixel of the 2 * pad + 1 square).
 */
export function spritePad(style: SpriteStyle, scale: number): number {
  const halfStroke = style.stroke !== false ? (style.weight ?? 0) / 2 : 0;
  return Math.ceil((drawnRadius(style.radius) + halfStroke) * scale) + 1;
}

export const spriteSize = (pad: number) => 2 * pad + 1;

/**
 * Splits a device-pixel coordinate into the whole pixel the sprite's centre pixel goes to and the
 * sub-pixel step (0 .. SUBPIXEL_STEPS - 1) of the variant to draw; the centre lands within 1/8 px.
 */
export function splitCoordinate(device: number): { pixel: number; step: number } {
  const quantized = Math.round(device * SUBPIXEL_STEPS);
  const pixel = Math.floor(quantized / SUBPIXEL_STEPS);
  return { pixel, step: quantized - pixel * SUBPIXEL_STEPS };
}
