// The Measured map's colours in a real browser (issue 26): the choropleth's fills at counties of known
// percentile and the legend's ramp and "No data" swatch are the colours of the palette that
// src/lib/figures/measuredPalette.test.ts proves readable under colour-vision deficiencies. The choropleth is
// painted by a worker on a transferred canvas the page cannot read, so pixels come from screenshots.
// The summary tiles and the card's band pill take the same palette's band colours in the Measured view
// and keep the specification's in the Demo (their computed styles).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { interpolate, parse } from 'culori';
import { countyCard, DIST, eventually, mapCentre, ROOT, screenshot, settledZoom, useApp, waitForMarkers } from './support/harness.mjs';

const app = useApp();
const PALETTE = JSON.parse(await readFile(path.join(ROOT, 'site/src/lib/figures/measuredPalette.json'), 'utf8'));
const EXPOSURES = JSON.parse(await readFile(path.join(DIST, 'api/exposures'), 'utf8'));
const ramp = interpolate(PALETTE.ramp, 'rgb');
// The fills let the tiles through (CHOROPLETH_STYLE.fillOpacity); the harness's tiles are #EEEEEE.
const FILL_OPACITY = 0.8;
const TILE = [0xee, 0xee, 0xee];
// Canvas and gradient rasterising (and a gradient's dithering) stay within this of the exact colour.
const TOLERANCE = 3;

const channels = (colour) => {
  const { r, g, b } = typeof colour === 'string' ? parse(colour) : colour;
  return [r, g, b].map((c) => Math.round(c * 255));
};
const rampColour = (percentile) => channels(ramp(percentile / 100));
const overTiles = (colour) => colour.map((c, i) => Math.round(c * FILL_OPACITY + TILE[i] * (1 - FILL_OPACITY)));
const near = (seen, expected) => seen.every((c, i) => Math.abs(c - expected[i]) <= TOLERANCE);
/** A custom property of :root in app/global.css (the Demo's band colours for tiles and pills). */
const GLOBAL_CSS = await readFile(path.join(ROOT, 'site/src/app/global.css'), 'utf8');
const rootProperty = (name) => channels(new RegExp(`${name}:\\s*([^;]+);`).exec(GLOBAL_CSS)[1].trim());

/**
 * The colour on screen of the CSS pixel whose top left corner is at (x, y), whole numbers, read from a
 * screenshot of that one pixel (the mean of its device pixels on a phone's denser screen).
 */
async function pixel(page, { x, y }) {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }), { colorSpaceConversion: 'none' });
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const count = data.length / 4;
    return [0, 1, 2].map((channel) => Math.round(data.filter((_, i) => i % 4 === channel).reduce((sum, c) => sum + c, 0) / count));
  }, png.toString('base64'));
}

/** A county's pesticide percentile in /api/exposures (null: no data), the combined score with that layer alone. */
function pesticidePercentile(fips) {
  const index = EXPOSURES.counties.fips.indexOf(fips);
  assert.ok(index >= 0, `${fips} is in /api/exposures`);
  return EXPOSURES.layers.find((layer) => layer.id === 'pesticides').percentile[index];
}

// Big counties, so their point at zoom 8 is far from any border: one per band, and one without data.
const COUNTIES = [
  { fips: '06071', name: 'San Bernardino', band: 'Low' },
  { fips: '30031', name: 'Gallatin', band: 'Moderate' },
  { fips: '06019', name: 'Fresno', band: 'High' },
  { fips: '15001', name: 'Hawaii', band: 'No data' },
];

for (const { fips, name, band } of COUNTIES) {
  app.test(`desktop: ${name} (${band}) is filled with its percentile's colour of the palette`, { path: null }, async ({ page, url }) => {
    const percentile = pesticidePercentile(fips);
    const expected = overTiles(percentile === null ? channels(PALETTE.noData) : rampColour(percentile));
    // Pesticides alone: the combined score is the county's pesticide percentile.
    await page.goto(`${url}/?data=measured&layers=pesticides&county=${fips}`);
    const card = countyCard(page, name);
    await card.waitFor({ timeout: 15_000 });
    await card.getByText(band === 'No data' ? 'No data' : `${band} exposure`, { exact: true }).first().waitFor();
    await settledZoom(page, { expect: 8 });
    await waitForMarkers(page);
    await page.getByText('Loading environmental data...').waitFor({ state: 'hidden' });
    // Closed, the card no longer covers the map nor outlines the county; the map stays on its point.
    await card.getByRole('button', { name: 'Close' }).click();
    await card.waitFor({ state: 'detached' });
    const centre = await mapCentre(page);
    let seen;
    await eventually(async () => near((seen = await pixel(page, { x: Math.round(centre.x), y: Math.round(centre.y) })), expected), {
      message: `${name}'s fill, percentile ${percentile}: expected rgb(${expected}) over the tiles, saw rgb(${seen})`,
    });
  });
}

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: the legend's ramp and No data swatch are the palette's colours`, { viewport, path: '/?data=measured' }, async ({ page }) => {
    // A phone opens on the drawer, over the map and its legend.
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    if (viewport === 'phone' && (await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
    const legend = page.getByRole('region', { name: 'Map legend' });
    for (const word of ['Low', 'Moderate', 'High', 'No data', '0 to 33', '34 to 66', '67 to 100']) await legend.getByText(word, { exact: true }).waitFor();
    await screenshot(page, `palette-${viewport}-national`);

    const bar = await legend.locator('.measured-legend-ramp').boundingBox();
    for (const percentile of [0, 16.5, 50, 83.5, 100]) {
      // The ends are read a few pixels in from the bar's rounded corners.
      const x = Math.round(Math.min(Math.max(bar.x + (bar.width * percentile) / 100, bar.x + 4), bar.x + bar.width - 5));
      const expected = rampColour(((x + 0.5 - bar.x) / bar.width) * 100);
      const seen = await pixel(page, { x, y: Math.round(bar.y + bar.height / 2) });
      assert.ok(near(seen, expected), `ramp at percentile ${percentile}: expected rgb(${expected}), saw rgb(${seen})`);
    }
    const swatch = await legend.locator('.swatch').boundingBox();
    const seen = await pixel(page, { x: Math.round(swatch.x + swatch.width / 2), y: Math.round(swatch.y + swatch.height / 2) });
    assert.deepEqual(seen, channels(PALETTE.noData), 'the No data swatch');
  });
}

// The bands' midpoints (lib/figures/risk.ts: 0-33, 34-66, 67-100), rounded to a whole percentile as measuredColour rounds them.
const BAND_MIDPOINTS = { low: 17, moderate: 50, high: 84 };

/** The computed colours of the summary tiles and the card's band pill, as [r, g, b]. */
function bandColours(page) {
  return page.evaluate(() => {
    const rgb = (css) => css.match(/\d+/g).slice(0, 3).map(Number);
    const style = (selector, pseudo) => getComputedStyle(document.querySelector(selector), pseudo);
    const tile = (band) => {
      const s = style(`.tile--${band}`);
      return { text: rgb(s.color), ground: rgb(s.backgroundColor), edge: rgb(s.borderLeftColor), top: rgb(s.borderTopColor) };
    };
    const pill = document.querySelector('.county-card .band-pill');
    const mark = getComputedStyle(pill, '::before');
    return {
      high: tile('high'),
      moderate: tile('moderate'),
      pill: {
        band: [...pill.classList].find((name) => name.startsWith('band-pill--')).slice('band-pill--'.length),
        text: rgb(getComputedStyle(pill).color),
        ground: rgb(getComputedStyle(pill).backgroundColor),
        mark: mark.content === 'none' ? null : rgb(mark.backgroundColor),
      },
    };
  });
}

app.test("desktop: the Measured tiles and band pill set the page's text on white beside the palette's band colours", { path: null }, async ({ page, url }) => {
  await page.goto(`${url}/?data=measured&county=06019`);
  await countyCard(page, 'Fresno').getByText('High exposure', { exact: true }).waitFor({ timeout: 15_000 });
  const seen = await bandColours(page);
  const [text, white] = [rootProperty('--text'), rootProperty('--surface')];
  for (const band of ['high', 'moderate']) {
    assert.deepEqual([seen[band].text, seen[band].ground], [text, white], `the ${band} tile's text and ground`);
    assert.ok(near(seen[band].edge, rampColour(BAND_MIDPOINTS[band])), `the ${band} tile's edge: expected rgb(${rampColour(BAND_MIDPOINTS[band])}), saw rgb(${seen[band].edge})`);
  }
  assert.equal(seen.pill.band, 'high');
  assert.deepEqual([seen.pill.text, seen.pill.ground], [text, white], "the pill's text and ground");
  assert.ok(near(seen.pill.mark, rampColour(BAND_MIDPOINTS.high)), `the pill's dot: expected rgb(${rampColour(BAND_MIDPOINTS.high)}), saw rgb(${seen.pill.mark})`);
});

app.test("desktop: the Demo tiles and band pill keep the specification's colours", { path: null }, async ({ page, url }) => {
  await page.goto(`${url}/?county=06019`);
  await countyCard(page, 'Fresno').locator('.band-pill').waitFor({ timeout: 15_000 });
  const seen = await bandColours(page);
  for (const band of ['high', 'moderate']) {
    const { text, ground, edge, top } = seen[band];
    assert.deepEqual({ text, ground }, { text: rootProperty(`--${band}-text`), ground: rootProperty(`--${band}-bg`) }, `the ${band} tile`);
    assert.deepEqual(edge, top, `the ${band} tile's left edge is its border's colour, with no band mark`);
  }
  // The Demo's scores are random: the pill has its band's tint, whichever band it is.
  const { band } = seen.pill;
  assert.deepEqual(seen.pill, { band, text: rootProperty(`--${band}-text`), ground: rootProperty(`--${band}-bg`), mark: null }, "the pill's colours");
});
