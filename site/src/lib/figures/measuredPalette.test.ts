import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  blend,
  converter,
  differenceCiede2000,
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  interpolate,
  parse,
  wcagContrast,
  type Color,
} from 'culori';
import { BAND_COLOUR_PROPERTIES, bandColour, MEASURED_NO_DATA, MEASURED_RAMP, MEASURED_RAMP_GRADIENT, measuredColour } from './measuredPalette';
import { RISK_BANDS, riskLabel } from './risk';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const toRgb = converter('rgb');
const toLab = converter('lab');
// Every colour here is a valid hex or CSS colour, so each converts.
const rgb = (css: string) => toRgb(css)!;
const lab = (css: string) => toLab(css)!;
const deltaE = differenceCiede2000();

/** The colours the legend names: each band's midpoint, then "No data". */
const NAMED = [...RISK_BANDS.map((band) => ({ name: band.label, colour: bandColour(band) })), { name: 'No data', colour: MEASURED_NO_DATA }];

const VISION = {
  'typical vision': (colour: Color) => colour,
  deuteranopia: filterDeficiencyDeuter(1),
  protanopia: filterDeficiencyProt(1),
  tritanopia: filterDeficiencyTrit(1),
};

describe('the Measured palette', () => {
  it.each(Object.entries(VISION))('keeps the three bands and No data apart under %s (CIEDE2000 at least 10)', (_, see) => {
    for (const [i, a] of NAMED.entries()) {
      for (const b of NAMED.slice(i + 1)) {
        const difference = deltaE(see(rgb(a.colour)), see(rgb(b.colour)));
        expect(difference, `${a.name} ${a.colour} against ${b.name} ${b.colour}`).toBeGreaterThanOrEqual(10);
      }
    }
  });

  it('is darker for every higher percentile', () => {
    for (let percentile = 1; percentile <= 100; percentile++) {
      expect(lab(measuredColour(percentile)).l, `percentile ${percentile}`).toBeLessThan(lab(measuredColour(percentile - 1)).l);
    }
  });

  it('gives No data a neutral grey that is on no point of the ramp', () => {
    const { a, b } = lab(MEASURED_NO_DATA);
    expect(Math.hypot(a, b)).toBeLessThan(1);
    for (let percentile = 0; percentile <= 100; percentile++) {
      expect(deltaE(MEASURED_NO_DATA, measuredColour(percentile)), `percentile ${percentile}`).toBeGreaterThanOrEqual(10);
    }
  });

  it('colours a score as its band rounds it, so a county at a break has the colour of its band', () => {
    expect(riskLabel(33.4)).toBe('Low');
    expect(measuredColour(33.4)).toBe(measuredColour(33));
    expect(riskLabel(33.5)).toBe('Moderate');
    expect(measuredColour(33.5)).toBe(measuredColour(34));
    expect(measuredColour(0)).toBe(MEASURED_RAMP[0]);
    expect(measuredColour(100)).toBe(MEASURED_RAMP.at(-1));
    expect(measuredColour(null)).toBe(MEASURED_NO_DATA);
  });

  it('mixes the stops as the legend’s CSS gradient does (in sRGB), so the map and the legend agree', () => {
    const gradient = interpolate([...MEASURED_RAMP], 'rgb');
    for (let percentile = 0; percentile <= 100; percentile++) {
      expect(deltaE(gradient(percentile / 100), measuredColour(percentile))).toBeLessThan(0.5);
    }
    expect(MEASURED_RAMP_GRADIENT).toBe(
      'linear-gradient(to right, #FDE725 0%, #ADDC30 12.5%, #5EC962 25%, #28AE80 37.5%, #21918C 50%, #2C728E 62.5%, #3B528B 75%, #472D7B 87.5%, #440154 100%)',
    );
  });
});

/** The custom properties of :root in app/global.css, and the colour declarations of the legend's rules in legend.css. */
function legendColours() {
  const globalCss = readFileSync(path.join(SRC, 'app/global.css'), 'utf8');
  const legendCss = readFileSync(path.join(SRC, 'features/map/legend.css'), 'utf8');
  const property = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(globalCss)?.[1]?.trim() ?? '';
  const rules = [...legendCss.matchAll(/([^{}]*\.measured-legend[^{}]*)\{([^}]*)\}/g)].map(([, selector, body]) => ({ selector: selector!.trim(), body: body! }));
  const declared = (name: string, selector = /./) =>
    rules.filter((rule) => selector.test(rule.selector)).flatMap(({ body }) => [...body.matchAll(new RegExp(`(?:^|[\\s;])${name}:\\s*([^;]+);`, 'g'))].map((m) => m[1]!.trim()));
  const resolve = (value: string) => value.replace(/^var\((--[\w-]+)\)$/, (_, name: string) => property(name));
  return {
    // Text without a colour of its own is the page's.
    texts: [property('--text'), ...declared('color').map(resolve)],
    backgrounds: declared('background', /^\.measured-legend$/).map(resolve),
  };
}

describe('the Measured legend', () => {
  it('has every text at a contrast of at least 4.5:1 on its background, even over the darkest map', () => {
    const { texts, backgrounds } = legendColours();
    // The page's text, the title's and the ranges' muted grey.
    expect(texts).toHaveLength(3);
    expect(backgrounds).toHaveLength(1);
    // The legend's background lets a little of the map through: the worst case is black under it.
    const background = blend([{ mode: 'rgb', r: 0, g: 0, b: 0 }, parse(backgrounds[0]!)!], 'normal');
    for (const text of texts) expect(wcagContrast(text, background), `${text} on ${backgrounds[0]}`).toBeGreaterThanOrEqual(4.5);
  });
});

/**
 * The rules that apply only under the ramp (an element with data-palette="percentile-ramp": the Measured
 * view's summary tiles, the card's band pill and the hover card's band line), with their colours
 * resolved: the page's custom properties from app/global.css, and the band colours the build writes for
 * data-palette="percentile-ramp" (site/vite/bandColours.ts).
 */
function rampRules() {
  const globalCss = readFileSync(path.join(SRC, 'app/global.css'), 'utf8');
  const root = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(globalCss)?.[1]?.trim();
  const properties = BAND_COLOUR_PROPERTIES;
  const resolve = (value: string) => value.replace(/^var\((--[\w-]+)\)$/, (whole, name: string) => properties[name] ?? root(name) ?? whole);
  return ['app/global.css', 'features/sidebar/sidebar.css', 'features/county-card/countyCard.css', 'features/map/map.css'].flatMap((file) =>
    [...readFileSync(path.join(SRC, file), 'utf8').matchAll(/([^{}]*\[data-palette='percentile-ramp'\][^{}]*)\{([^}]*)\}/g)].map(([, selector, body]) => ({
      selector: selector!.replace(/\/\*[\s\S]*?\*\//g, '').trim(),
      declared: Object.fromEntries([...body!.matchAll(/([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, resolve(value!.trim())])),
    })),
  );
}

describe('the Measured tiles, band pill and hover card', () => {
  const rules = rampRules();

  it('set every text at a contrast of at least 4.5:1 on its ground', () => {
    const texts = rules.filter((rule) => rule.declared.color !== undefined);
    // The tiles, the pill and the hover card's band line.
    expect(texts.map((rule) => rule.selector)).toEqual([
      "[data-palette='percentile-ramp'] .tile",
      "[data-palette='percentile-ramp'] .band-pill",
      "[data-palette='percentile-ramp'] .county-tooltip-band",
    ]);
    // A rule without a ground of its own is the hover card's: Leaflet's white at 90%, at worst over black.
    const hoverCard = blend([{ mode: 'rgb', r: 0, g: 0, b: 0 }, { mode: 'rgb', r: 1, g: 1, b: 1, alpha: 0.9 }], 'normal');
    for (const { selector, declared } of texts) {
      const ground = declared.background === undefined ? hoverCard : parse(declared.background)!;
      expect(wcagContrast(declared.color!, ground), `${selector}: ${declared.color} on ${declared.background ?? 'the hover card'}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("mark each band with its midpoint's colour, and put no text on it", () => {
    const bands = new Map(RISK_BANDS.map((band) => [band.label.toLowerCase(), band]));
    const marks = rules.flatMap((rule) => {
      const band = bands.get(/--(\w+)(?:::before)?$/.exec(rule.selector)?.[1] ?? '');
      return band ? [{ ...rule, band }] : [];
    });
    // Each band's dot (the pill's and the hover card's), and the High and Moderate tiles' edges.
    expect(marks).toHaveLength(5);
    for (const { selector, declared, band } of marks) {
      expect(Object.keys(declared), selector).toHaveLength(1);
      expect(Object.values(declared)[0], selector).toBe(bandColour(band));
    }
  });
});
