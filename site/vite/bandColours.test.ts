import { bandColour } from '../src/lib/figures/measuredPalette';
import { RISK_BANDS } from '../src/lib/figures/riskBands';
import { bandColoursCss } from './bandColours';

describe('bandColoursCss', () => {
  it("gives elements painted with the ramp each band's midpoint colour, and nothing else", () => {
    const css = bandColoursCss();
    const rule = /^\[data-palette='percentile-ramp'\]\{([^}]*)\}\n$/.exec(css);
    expect(rule, css).not.toBeNull();
    const declared = Object.fromEntries(rule![1]!.split(';').map((d) => d.split(':')));
    expect(declared).toEqual(Object.fromEntries(RISK_BANDS.map((band) => [`--${band.label.toLowerCase()}`, bandColour(band)])));
  });
});
