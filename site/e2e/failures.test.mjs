// How the page copes when /api/counties fails, is malformed, has the wrong shape or is slow.
import assert from 'node:assert/strict';
import { apiPath, desktopSearch, expectToast, markerPixels, useApp, visibleToasts, waitForMapReady, waitForMarkers } from './support/harness.mjs';
import { layerCheckbox } from './support/page-helpers.mjs';

const app = useApp();
const ERROR_TITLE = 'Error Loading Data';
const ERROR_TEXT = 'Failed to load county information. Please check your connection and try again.';
// The browser itself logs failed resource loads; the site must add no uncaught errors on top.
const NETWORK_NOISE = [/Failed to load resource/, /net::ERR_/];

async function stillUsable(page) {
  const traffic = layerCheckbox(page, 'Traffic Density');
  await traffic.check();
  assert.equal(await traffic.isChecked(), true);
  await traffic.uncheck();
  assert.equal(await traffic.isChecked(), false);
  await page.getByRole('button', { name: 'Zoom In' }).click();
  await page.getByRole('button', { name: 'Export Data' }).waitFor();
}

const failures = [
  ['500 with a body', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'database on fire' })],
  ['500 with an empty body', (route) => route.fulfill({ status: 500, body: '' })],
  ['malformed JSON', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[{"id": "06037",' })],
  ['an aborted request', (route) => route.abort('connectionreset')],
];

for (const [label, handler] of failures) {
  app.test(`counties ${label}: error toast, page stays usable`, { path: null, allowConsole: NETWORK_NOISE }, async ({ page, url }) => {
    await page.route('**' + apiPath('counties'), handler);
    await page.goto(url + '/');
    await expectToast(page, ERROR_TITLE, ERROR_TEXT, 15_000);
    await waitForMapReady(page, { markers: false });
    assert.equal(await markerPixels(page), 0, 'no markers without data');
    await page.getByText('Loading environmental risk data...').waitFor({ state: 'hidden' });
    await stillUsable(page);
  });
}

app.test('counties as a JSON object: treated as an empty list, no error', { path: null }, async ({ page, url }) => {
  await page.route('**' + apiPath('counties'), (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"counties":[]}' }),
  );
  await page.goto(url + '/');
  await waitForMapReady(page, { markers: false });
  await page.waitForTimeout(500);
  assert.equal(await visibleToasts(page).count(), 0, 'no toast for a non-array answer');
  assert.equal(await markerPixels(page), 0);
  await stillUsable(page);
  // The Demo view has no county; the Measured view has it, and says so.
  await desktopSearch(page, 'Los Angeles');
  await expectToast(page, 'Outside This View', 'Los Angeles, CA is a county that the Demo view does not show. Measured data covers every US county.');
});

app.test('slow counties: loading text shows, then markers', { path: null }, async ({ page, url }) => {
  let release;
  const gate = new Promise((resolve) => (release = resolve));
  await page.route('**' + apiPath('counties'), async (route) => {
    await gate;
    await route.fallback();
  });
  await page.goto(url + '/');
  const loading = page.getByText('Loading environmental risk data...');
  await loading.waitFor({ state: 'visible', timeout: 10_000 });
  // Keep the request pending for 5 s, as a slow network would.
  await page.waitForTimeout(5_000);
  assert.equal(await loading.isVisible(), true, 'still loading after 5 s');
  release();
  await loading.waitFor({ state: 'hidden', timeout: 10_000 });
  await waitForMarkers(page);
  assert.equal(await visibleToasts(page).count(), 0);
});
