// One boot path (issue 17): a page load asks for each API file once, mounts one map, hydrates the
// prerendered shell without a mismatch (the harness fails a test on any console error), and a
// Measured link never draws the Demo markers first.
import assert from 'node:assert/strict';
import { apiPath, countyCard, useApp } from './support/harness.mjs';

const app = useApp();

/** Paths of the API requests the page made, in order. */
function apiRequests(page) {
  const paths = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

const marks = (page) => page.evaluate(() => performance.getEntriesByType('mark').map((m) => m.name).filter((n) => n.startsWith('riskmap:')));

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: / asks for each API file once and mounts one map`, { viewport, path: null }, async ({ page, url }) => {
    const paths = apiRequests(page);
    const scripts = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto(url + '/?county=06037');
    await countyCard(page, 'Los Angeles').waitFor({ timeout: 15_000 });
    // The map is a chunk of its own and may mount after the card shows.
    await page.waitForFunction(() => performance.getEntriesByName('riskmap:markers-drawn').length > 0);
    assert.deepEqual(paths.toSorted(), [apiPath('counties'), apiPath('environmentalData')]);
    assert.equal(await page.locator('.leaflet-container').count(), 1);
    assert.deepEqual(await marks(page), ['riskmap:markers-drawn']);
    // Leaflet is a script of its own, so it is evaluated in a task apart from the rest of the map.
    assert.equal(scripts.filter((path) => /^\/assets\/leaflet-src-[\w-]+\.js$/.test(path)).length, 1);
  });
}

app.test('a Measured link draws the counties of the Measured view only, asked for once, its data first', { path: null }, async ({ page, url }) => {
  const paths = apiRequests(page);
  const order = [];
  page.on('request', (request) => order.push(new URL(request.url()).pathname));
  await page.goto(url + '/?data=measured&county=06019');
  await countyCard(page, 'Fresno').waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => performance.getEntriesByName('riskmap:shapes-drawn').length > 0);
  // The card asks for the population of the county's state (issues 25, 33) once it shows the county.
  await countyCard(page, 'Fresno').getByText(/^Population [\d,]+ \(2023 estimate\)$/).waitFor();
  // No Demo counties: the Measured view's figures and shapes come from their own files.
  assert.deepEqual(paths.toSorted(), [apiPath('countyShapes'), apiPath('environmentalData'), apiPath('exposures'), apiPath('populationByState') + '06']);
  // The card's figures are asked for by the first module, before the page's other code; the outlines,
  // which would share a phone's network with the card's code, when the app starts.
  const first = (pattern) => order.findIndex((path) => pattern.test(path));
  const hydrate = first(/^\/assets\/hydrate-[\w-]+\.js$/);
  assert.ok(hydrate > 0, 'hydrate.js requested');
  assert.ok(first(/^\/api\/exposures$/) < hydrate, `the figures before hydrate.js: ${order.join(' ')}`);
  assert.ok(first(/^\/api\/county\/shapes$/) > hydrate, `the shapes after hydrate.js: ${order.join(' ')}`);
  assert.equal(await page.locator('.leaflet-container').count(), 1);
  // Never a frame with the Demo markers.
  assert.deepEqual(await marks(page), ['riskmap:shapes-drawn']);
  assert.equal(await page.getByRole('radio', { name: 'Measured data' }).first().isChecked(), true);
});

app.test("a Measured link without a card asks for the figures and the outlines before the page's other code", { path: null }, async ({ page, url }) => {
  const order = [];
  page.on('request', (request) => order.push(new URL(request.url()).pathname));
  await page.goto(url + '/?data=measured');
  await page.waitForFunction(() => performance.getEntriesByName('riskmap:shapes-drawn').length > 0);
  const first = (pattern) => order.findIndex((path) => pattern.test(path));
  const hydrate = first(/^\/assets\/hydrate-[\w-]+\.js$/);
  assert.ok(hydrate > 0, 'hydrate.js requested');
  assert.ok(first(/^\/api\/exposures$/) < hydrate, `the figures before hydrate.js: ${order.join(' ')}`);
  assert.ok(first(/^\/api\/county\/shapes$/) < hydrate, `the shapes before hydrate.js: ${order.join(' ')}`);
});
