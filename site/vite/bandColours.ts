import type { Plugin } from 'vite';
import { BAND_COLOUR_PROPERTIES } from '../src/lib/figures/measuredPalette';

const ID = 'virtual:band-colours.css';
const RESOLVED = `\0${ID}`;

/** The rule that gives every element painted with the ramp (data-palette="percentile-ramp") the ramp's band colours. */
export function bandColoursCss(): string {
  const properties = Object.entries(BAND_COLOUR_PROPERTIES).map(([name, colour]) => `${name}:${colour}`);
  return `[data-palette='percentile-ramp']{${properties.join(';')}}\n`;
}

/**
 * `import 'virtual:band-colours.css'` puts the Measured view's band colours (src/lib/figures/measuredPalette.ts,
 * from its JSON table) into the page's stylesheet, which the build inlines: a prerendered Measured
 * page paints its tiles and Risk Scale in them before any script runs, with no style attribute for
 * the CSP to block.
 */
export function bandColours(): Plugin {
  return {
    name: 'riskmap:band-colours',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? bandColoursCss() : null),
  };
}
