// Hostile county names from the data pipeline must show as text everywhere (card, tooltip, toast,
// CSV export), and the main flows must run without a single CSP violation.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
  countyCard,
  desktopSearch,
  expectToast,
  mapCentre,
  settledZoom,
  useApp,
} from './support/harness.mjs';
import { hoverForTooltip, layerCheckbox } from './support/page-helpers.mjs';
import { buildXssSite, HOSTILE_NAMES } from './support/xss-fixture.mjs';

const app = useApp({ serve: buildXssSite });
const IMG = HOSTILE_NAMES['06001'];

function neverDialog(page) {
  const dialogs = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

async function noInjectedImage(page) {
  const injected = await page.evaluate(() => [...document.querySelectorAll('img')].filter((img) => img.getAttribute('src') === 'x').length);
  assert.equal(injected, 0, 'no <img src="x"> in the DOM');
}

app.test('the main flows raise no CSP violation', async ({ page }) => {
  await desktopSearch(page, 'Los Angeles');
  await countyCard(page, 'Los Angeles').waitFor();
  await layerCheckbox(page, 'Traffic Density').check();
  await page.getByRole('button', { name: 'Zoom Out' }).click();
  await page.getByRole('button', { name: 'Reset View' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Data' }).click()]);
  await download.path();
  await expectToast(page, 'Export Successful');
  // Sonner's own stylesheet, which it injects as it loads, applies: the policy allows it by its hash.
  assert.equal(await page.locator('[data-sonner-toaster]').evaluate((toaster) => getComputedStyle(toaster).position), 'fixed');
  assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
  // The listener is really installed under the production CSP (init scripts are injected via CDP).
  assert.equal(await page.evaluate(() => Array.isArray(window.__cspViolations)), true);
});

app.test('the CSP blocks inline styles (the listener sees violations)', { allowConsole: [/inline style violates the following Content Security Policy/] }, async ({ page }) => {
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red }';
    document.head.append(style);
  });
  const seen = await page.waitForFunction(() => window.__cspViolations.length > 0, null, { timeout: 5_000 });
  assert.ok(await seen.jsonValue());
  const directives = await page.evaluate(() => window.__cspViolations.map((v) => v.directive));
  assert.ok(directives.some((d) => d.startsWith('style-src')), `style-src violation: ${directives}`);
  // Clear it so the harness' own clean-page assertion stays about the site, not this probe.
  await page.evaluate(() => (window.__cspViolations.length = 0));
});

app.test('a county named like an HTML tag shows literally in the toast and the card', async ({ page }) => {
  const dialogs = neverDialog(page);
  await desktopSearch(page, '<img src=x');
  await expectToast(page, 'County Found', `Found 1 matching county. Viewing ${IMG}.`);
  const card = countyCard(page, IMG);
  await card.waitFor();
  assert.equal((await card.getByRole('heading').first().innerText()).trim(), IMG);
  await settledZoom(page, { expect: 8 });
  const tooltip = await hoverForTooltip(page, await mapCentre(page));
  assert.ok((await tooltip.innerText()).includes(IMG), 'tooltip shows the name as text');
  await noInjectedImage(page);
  assert.deepEqual(dialogs, []);
});

app.test('quotes and ampersands survive in search, toast and card', async ({ page }) => {
  const dialogs = neverDialog(page);
  for (const name of [HOSTILE_NAMES['06003'], HOSTILE_NAMES['06005']]) {
    await desktopSearch(page, name);
    await expectToast(page, 'County Found', `Found 1 matching county. Viewing ${name}.`);
    await countyCard(page, name).waitFor();
  }
  await desktopSearch(page, '<script>');
  await expectToast(page, 'No Results', 'No counties found matching "<script>". Try searching for a county name or state.');
  await noInjectedImage(page);
  assert.deepEqual(dialogs, []);
});

app.test('the CSV export carries the hostile names literally, CSV-quoted', async ({ page }) => {
  const dialogs = neverDialog(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Data' }).click()]);
  const csv = await readFile(await download.path(), 'utf8');
  assert.ok(csv.includes(`06001,${IMG},California,CA,06001,`), 'tag name as a plain field');
  assert.ok(csv.includes('06003,"""quoted"" name",California,CA,06003,'), 'double quotes escaped by doubling');
  assert.ok(csv.includes(`06005,O'Brien & Co,California,CA,06005,`), 'apostrophe and ampersand unchanged');
  assert.deepEqual(dialogs, []);
});
