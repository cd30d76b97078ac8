import palette from './measuredPalette.json';
// The bands without their words: the build (site/vite/bandColours.ts) reads these colours too.
import { RISK_BANDS, type RiskBand } from './riskBands';

/**
 * The Measured view's colours, from percentile 0 to 100 in even steps: viridis reversed (matplotlib's,
 * at nine stops), so a higher combined percentile is darker, and the bands stay apart for each common
 * colour-vision deficiency (measuredPalette.test.ts measures it). A JSON table, so that the end-to-end
 * test reads the same colours as the map and the legend.
 */
export const MEASURED_RAMP: readonly string[] = palette.ramp;

/** "No data": a neutral grey, on no point of the ramp. */
export const MEASURED_NO_DATA: string = palette.noData;

const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
const toHex = (rgb: readonly number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** Each whole percentile's colour, mixed in sRGB between its two stops, as the legend's CSS gradient mixes them. */
const COLOUR_OF_PERCENTILE = Array.from({ length: 101 }, (_, percentile) => {
  const at = (percentile / 100) * (MEASURED_RAMP.length - 1);
  const from = Math.min(Math.floor(at), MEASURED_RAMP.length - 2);
  const [low, high] = [channels(MEASURED_RAMP[from]!), channels(MEASURED_RAMP[from + 1]!)];
  return toHex(low.map((c, i) => c + (high[i]! - c) * (at - from)));
});

/** A county's fill for its combined score (null: no data), rounded as its band is, so both agree at a break. */
export function measuredColour(score: number | null): string {
  if (score === null) return MEASURED_NO_DATA;
  return COLOUR_OF_PERCENTILE[Math.min(100, Math.max(0, Math.round(score)))]!;
}

/** A band's colour where a legend shows one swatch for it: its midpoint's. */
export const bandColour = (band: RiskBand): string => measuredColour((band.min + band.max) / 2);

/** The ramp as the legend draws it, 0 at the left and 100 at the right. */
export const MEASURED_RAMP_GRADIENT = `linear-gradient(to right, ${MEASURED_RAMP.map((colour, i) => `${colour} ${(i * 100) / (MEASURED_RAMP.length - 1)}%`).join(', ')})`;

/**
 * The band colours as the custom properties the stylesheets paint bands with (--low, --moderate,
 * --high in app/global.css). The build writes them into the page's CSS for every element with
 * data-palette="percentile-ramp" (site/vite/bandColours.ts), so its bars and dots take the ramp's
 * midpoints: as a style attribute they would be blocked in prerendered HTML by the CSP.
 */
export const BAND_COLOUR_PROPERTIES: Readonly<Record<string, string>> = Object.fromEntries(
  RISK_BANDS.map((band) => [`--${band.label.toLowerCase()}`, bandColour(band)]),
);

/** How a view colours its bands: the specification's colours, or the ramp's midpoints. */
export type BandPalette = 'specification' | 'percentile-ramp';

/**
 * What an element that shows bands (the summary tiles, the sidebar's scale, the card, the hover card)
 * carries: the palette its stylesheet rules select on, which with the ramp also sets the band
 * colours. The ramp's middle is too dark for black text and too light for white, so there the rules
 * set the page's text on a neutral ground beside a mark in the band's colour (measuredPalette.test.ts
 * measures them).
 */
export function bandPaint(palette: BandPalette): { 'data-palette': BandPalette } {
  return { 'data-palette': palette };
}
