// Rough edges a new user hits: the page without JavaScript, the Demo sources as links, the Spanish view
// switch on a phone, and a county name of 300 characters without a space, which must wrap everywhere
// instead of widening the page.
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPath, countyCard, DIST, expectToast, mapCentre, ROOT, settledZoom, useApp } from './support/harness.mjs';
import { hoverForTooltip } from './support/page-helpers.mjs';

const LONG = 'Losangeles'.repeat(30);

/** A served copy of dist/ whose Los Angeles County (06037) carries the long name. */
async function longNameSite() {
  const work = await mkdtemp(path.join(tmpdir(), 'riskmap-e2e-long-'));
  const dist = path.join(work, 'dist');
  await cp(DIST, dist, { recursive: true });
  const file = path.join(dist, 'api/counties');
  const counties = JSON.parse(await readFile(file, 'utf8'));
  const la = counties.find((c) => c.id === '06037');
  assert.ok(la, 'the built data has Los Angeles County');
  la.name = LONG;
  await writeFile(file, JSON.stringify(counties));
  return { dir: dist, config: path.join(ROOT, 'netlify.toml'), cleanup: () => rm(work, { recursive: true, force: true }) };
}

const app = useApp({ serve: longNameSite });

/**
 * Every text inside the element stays within its box. (Not every element: Leaflet's tooltip arrow
 * and sonner's close button sit on the edge by design.)
 */
async function expectFits(locator, what) {
  const overflow = await locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const out = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width === 0) continue;
      if (r.left < box.left - 1 || r.right > box.right + 1) out.push(`text "${node.textContent.slice(0, 20)}..." spans ${Math.round(r.left)}..${Math.round(r.right)} outside ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
    return out;
  });
  assert.deepEqual(overflow, [], `${what} overflows`);
}

async function expectNoSidewaysScroll(page, width, when) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `${when}: the page is ${scrollWidth} px wide at a ${width} px viewport`);
}

app.test('phone 390 px: the long name wraps in the toast, the card and the report', { viewport: 'phone' }, async ({ page }) => {
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
  page.on('dialog', (dialog) => dialog.accept('Losangeles'));
  await page.getByRole('button', { name: 'Search counties' }).click();
  const toast = await expectToast(page, 'County Found', `Found 1 matching county. Viewing ${LONG}.`);
  await expectFits(toast, 'the toast');
  const card = countyCard(page, LONG);
  await card.waitFor();
  await expectFits(card, 'the card');
  await expectNoSidewaysScroll(page, 390, 'card open');

  await card.getByRole('button', { name: 'View Details' }).click();
  const report = page.getByRole('dialog', { name: `${LONG}, California: county report` });
  await report.waitFor();
  await expectFits(report, 'the county report');
  await expectNoSidewaysScroll(page, 390, 'report open');
  await page.keyboard.press('Escape');
  await report.waitFor({ state: 'hidden' });
  await expectNoSidewaysScroll(page, 390, 'report closed');
});

app.test("phone 390 px, Spanish: the view switch's options stay inside its card, one under the other when both do not fit side by side", { viewport: 'phone', path: '/es/' }, async ({ page }) => {
  const options = page.getByRole('radiogroup', { name: 'Datos que se muestran' }).getByRole('radio');
  const card = page.locator('.data-view-switch');
  const [cardBox, ...optionBoxes] = await Promise.all([card.boundingBox(), ...(await options.all()).map((option) => option.boundingBox())]);
  const padding = await card.evaluate((el) => parseFloat(getComputedStyle(el).paddingRight));
  assert.equal(optionBoxes.length, 2);
  for (const box of optionBoxes) {
    assert.ok(box.x + box.width <= cardBox.x + cardBox.width - padding + 0.5, `an option ends at ${box.x + box.width} px, past the card's padding at ${cardBox.x + cardBox.width - padding}`);
  }
  await expectFits(card, 'the view switch');
});

app.test('desktop 1280 px: the long name wraps in the suggestions, toast, card and tooltip', async ({ page }) => {
  const box = page.getByRole('combobox', { name: 'Search counties' });
  await box.fill('Losangeles');
  const list = page.getByRole('listbox', { name: 'Suggested counties' });
  await list.getByRole('option').first().waitFor();
  await expectFits(list, 'the suggestion list');
  await box.press('Enter');
  await expectFits(await expectToast(page, 'County Found'), 'the toast');
  const card = countyCard(page, LONG);
  await card.waitFor();
  await expectFits(card, 'the card');
  await expectNoSidewaysScroll(page, 1280, 'card open');

  await settledZoom(page, { expect: 8 });
  const tooltip = await hoverForTooltip(page, await mapCentre(page), LONG.slice(0, 40));
  await expectFits(tooltip, 'the tooltip');
  const { width } = await tooltip.boundingBox();
  assert.ok(width <= 400, `the tooltip is ${width} px wide`);
});

app.test('the Demo data sources are links to https addresses', async ({ page }) => {
  const sources = page.getByRole('region', { name: 'Data Sources' });
  const links = sources.getByRole('link');
  assert.equal(await links.count(), 6);
  for (const link of await links.all()) {
    assert.match(await link.getAttribute('href'), /^https:\/\//, `${await link.innerText()} links over https`);
    assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
  }
  await sources.getByRole('link', { name: 'UCLA PEG Study Data', exact: true }).waitFor();
});

app.test("the Measured data sources name every data set of the view's figures, the compounds', the sites' and the tracts' included", { path: '/?data=measured' }, async ({ page }) => {
  const sources = page.getByRole('region', { name: 'Data Sources' });
  for (const name of [
    'U.S. Geological Survey: Estimated Annual Agricultural Pesticide Use',
    'US Geological Survey: Pesticide National Synthesis Project, EPest county estimates',
    'US Environmental Protection Agency: Superfund decision-document contaminant tables',
    'California Office of Environmental Health Hazard Assessment (OEHHA): CalEnviroScreen 4.0',
  ]) {
    await sources.getByRole('link', { name }).first().waitFor();
  }
  assert.equal(await sources.getByRole('link').count(), 9);
});

app.test('with JavaScript the noscript message stays out of sight', async ({ page }) => {
  assert.equal(await page.getByText('needs JavaScript').count(), 0);
  assert.equal(await page.getByRole('main').count(), 1);
});

app.test(
  'without JavaScript a message replaces the shell and its links download the data',
  { waitReady: false, contextOptions: { javaScriptEnabled: false } },
  async ({ page, context, url }) => {
    const message = page.getByRole('main');
    await message.getByText('The interactive county map needs JavaScript', { exact: false }).waitFor();
    assert.equal(await page.getByRole('main').count(), 1, 'the message is the only main landmark');
    for (const live of ['Export Data', 'Toggle sidebar', 'Search counties']) {
      assert.equal(await page.getByRole('button', { name: live }).count(), 0, `no live-looking ${live} button`);
    }
    assert.equal(await page.getByText('Loading...', { exact: true }).isVisible(), false, 'no endless spinner');
    await expectNoSidewaysScroll(page, 1280, 'no JavaScript');

    const expected = {
      [apiPath('exportCsv')]: [/^text\/csv/, /^id,name,state,/],
      [apiPath('exportExposures')]: [/^text\/csv/, /^fips,county,state,/],
      [apiPath('exportWorkbook')]: [/^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet$/, /^PK/],
      [apiPath('exportCodebook')]: [/^text\/csv/, /^file,column,meaning,/],
      [apiPath('dataPackage')]: [/^application\/json/, /"tabular-data-package"/],
      [apiPath('environmentalData')]: [/^application\/json/, /"sources"/],
    };
    const links = message.getByRole('link');
    assert.equal(await links.count(), Object.keys(expected).length);
    for (const link of await links.all()) {
      const href = await link.getAttribute('href');
      assert.ok(href in expected, `unexpected link ${href}`);
      const answer = await context.request.get(url + href);
      assert.equal(answer.status(), 200, href);
      const [type, body] = expected[href];
      assert.match(answer.headers()['content-type'], type, href);
      assert.match(await answer.text(), body, href);
    }
  },
);
