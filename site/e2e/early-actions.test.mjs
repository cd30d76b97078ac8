// Nothing done before the scripts run is lost (issue 28, section 2). On the slow profile of the
// issue (400 kbit/s, 400 ms round trip) the prerendered page paints seconds before the app runs,
// the Demo's or, for a Measured link, the Measured view's own (issue 33).
// Each test holds the app's code back until the visitor has acted on that page, so the action
// lands before the app as it would on a slow connection, then lets it through: an early Enter,
// an early view switch and an early layer toggle each take effect. Desktop and phone.
import assert from 'node:assert/strict';
import { apiPath, countyCard, eventually, expectToast, screenshot, useApp, waitForMapReady } from './support/harness.mjs';
import { AXE_SCAN, expectNoViolations } from './support/axe.mjs';
import { activeLayerChips, checkedLayers, layerCheckbox } from './support/page-helpers.mjs';

const app = useApp();

const SLOW = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
const FAST = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
// The chunk that starts the app (src/app/hydrate.tsx); the page's first small script is not held.
const APP_CODE = /\/assets\/hydrate-[^/]+\.js$/;

/**
 * Opens path on the slow profile with the app's code held back, and waits until the prerendered
 * page is painted and its first script has run (it asks for the API files). Returns what lets the
 * app's code through and lifts the throttle.
 */
async function openBeforeTheApp(page, url, path) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW);
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(APP_CODE, async (route) => {
    await held;
    // The page that asked may have been left by then (an early Enter or link loads another).
    await route.continue().catch(() => {});
  });
  const firstScript = page.waitForRequest('**' + apiPath('environmentalData'), { timeout: 30_000 });
  await page.goto(url + path, { waitUntil: 'commit' });
  await firstScript;
  // The prerendered page is there (on a phone its drawer, which holds the switch, may be shut).
  await page.locator('#root > .app').waitFor({ state: 'attached' });
  assert.equal(await page.evaluate(() => document.querySelector('.leaflet-container')), null, 'the app has not run');
  return async () => {
    release();
    await cdp.send('Network.emulateNetworkConditions', FAST);
  };
}

/**
 * Opens path on the slow profile with every script of the site's own held back, the page's first
 * small one too, and waits until its HTML is all parsed: what the prerendered page does by itself.
 * Returns what lets the scripts through and lifts the throttle.
 */
async function openBeforeAnyScript(page, url, path) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW);
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await page.goto(url + path, { waitUntil: 'commit' });
  // Parsed, but the module scripts, which run after the parse, have not.
  await page.waitForFunction(() => document.readyState === 'interactive', null, { timeout: 30_000 });
  assert.equal(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/api/'))), false, 'no script has run');
  return async () => {
    release();
    await cdp.send('Network.emulateNetworkConditions', FAST);
  };
}

const params = (page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The view the page shows (before the app runs: the view it was prerendered in). */
const shownView = (page) => page.locator('#root > .app').getAttribute('data-view');

app.test('desktop: an early Enter in the Measured view searches there once the app runs', { path: null }, async ({ page, url }) => {
  const letTheAppRun = await openBeforeTheApp(page, url, '/?data=measured&layers=traffic');
  assert.equal(await shownView(page), 'measured');
  const box = page.getByRole('combobox', { name: 'Search counties' });
  await box.fill('Fresno');
  await box.press('Enter');
  // A plain form submission: the view and the layers stay, the query travels in the link.
  await page.waitForURL((u) => u.searchParams.get('q') === 'Fresno');
  assert.deepEqual(params(page), { data: 'measured', layers: 'traffic', q: 'Fresno' });
  // The link that the form sent is served the Measured page too.
  await page.getByRole('radio', { name: 'Measured data' }).locator('visible=true').first().waitFor();
  assert.equal(await shownView(page), 'measured');
  await letTheAppRun();
  await expectToast(page, 'County Found', 'Found 1 matching county. Viewing Fresno County, CA.');
  await countyCard(page, 'Fresno').waitFor();
  // The app took q out of the link.
  await eventually(() => params(page).q === undefined, { message: 'q gone from the link' });
  assert.deepEqual(params(page), { data: 'measured', layers: 'traffic', county: '06019' });
  assert.equal(await page.getByRole('radio', { name: 'Measured data' }).first().isChecked(), true);
  assert.deepEqual(await checkedLayers(page), ['traffic']);
});

// The form a Measured page serves submits the Measured view by itself, in either language (issue 45).
for (const [language, home, label] of [
  ['English', '/', 'Search counties'],
  ['Spanish', '/es/', 'Buscar condados'],
]) {
  app.test(`${language}: an Enter on a Measured link's page before any script runs keeps the Measured view`, { path: null }, async ({ page, url }) => {
    const letTheScriptsRun = await openBeforeAnyScript(page, url, `${home}?data=measured`);
    const box = page.getByRole('combobox', { name: label });
    await box.fill('Fresno');
    await box.press('Enter');
    // The page it loads does not finish loading while its scripts are held.
    await page.waitForURL((u) => u.searchParams.get('q') === 'Fresno', { waitUntil: 'commit' });
    assert.equal(new URL(page.url()).pathname, home);
    assert.deepEqual(params(page), { data: 'measured', q: 'Fresno' });
    await letTheScriptsRun();
    await countyCard(page, 'Fresno').waitFor({ timeout: 15_000 });
    await eventually(() => params(page).q === undefined, { message: 'q gone from the link' });
    assert.deepEqual(params(page), { data: 'measured', county: '06019' });
    assert.equal(await shownView(page), 'measured');
  });
}

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: an early click on Measured data loads the Measured view`, { viewport, path: null, ...AXE_SCAN }, async ({ page, url }) => {
    const letTheAppRun = await openBeforeTheApp(page, url, '/');
    await page.getByRole('radio', { name: 'Measured data' }).locator('visible=true').first().click();
    await page.waitForURL((u) => u.searchParams.get('data') === 'measured');
    await letTheAppRun();
    await page.getByText('High Exposure Counties').first().waitFor({ timeout: 15_000 });
    await eventually(async () => page.getByRole('radio', { name: 'Measured data' }).first().isChecked(), { message: 'Measured checked' });
    assert.equal(await page.getByRole('radio', { name: 'Demo scores' }).first().isChecked(), false);
    await screenshot(page, `${viewport}-early-switch`);
    await expectNoViolations(page, `${viewport}: the Measured view after an early switch`);
  });

  app.test(`${viewport}: early layer toggles keep the state the visitor gave them`, { viewport, path: null }, async ({ page, url }) => {
    const letTheAppRun = await openBeforeTheApp(page, url, '/');
    await layerCheckbox(page, 'Traffic Density').click();
    await layerCheckbox(page, 'Pesticide Exposure').click();
    assert.deepEqual(await checkedLayers(page), ['airPollution', 'traffic']);
    await letTheAppRun();
    await waitForMapReady(page);
    await eventually(() => params(page).layers === 'airPollution,traffic', { message: 'the layers in the link' });
    assert.deepEqual(await checkedLayers(page), ['airPollution', 'traffic']);
    if (viewport === 'desktop') assert.deepEqual(await activeLayerChips(page), ['Air Quality', 'Traffic']);
    // The app has them: a toggle now works from there.
    await layerCheckbox(page, 'Industrial Chemicals').click();
    await eventually(() => params(page).layers === 'airPollution,traffic,industrial', { message: 'a later toggle' });
  });
}

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: on a Measured link's page, early layer toggles keep the view and the layers`, { viewport, path: null }, async ({ page, url }) => {
    const letTheAppRun = await openBeforeTheApp(page, url, '/?data=measured&county=06019');
    assert.equal(await shownView(page), 'measured');
    // A county link's page shuts the phone's drawer before the app runs: the layers below the map remain.
    if (viewport === 'phone') await page.locator('#sidebar').waitFor({ state: 'hidden' });
    await layerCheckbox(page, 'Traffic Density').click();
    await layerCheckbox(page, 'Air Pollution (PM2.5)').click();
    assert.deepEqual(await checkedLayers(page), ['pesticides', 'traffic']);
    await letTheAppRun();
    await countyCard(page, 'Fresno').waitFor({ timeout: 15_000 });
    await eventually(() => params(page).layers === 'pesticides,traffic', { message: 'the layers in the link' });
    assert.deepEqual(params(page), { data: 'measured', county: '06019', layers: 'pesticides,traffic' });
    // On a phone the county's card closes the drawer with the view switch: the page says its view.
    assert.equal(await shownView(page), 'measured');
    assert.deepEqual(await checkedLayers(page), ['pesticides', 'traffic']);
  });
}

app.test("desktop: on a Measured link's page, an early click on Demo scores loads the Demo view", { path: null }, async ({ page, url }) => {
  const letTheAppRun = await openBeforeTheApp(page, url, '/?data=measured&layers=traffic');
  await page.getByRole('radio', { name: 'Demo scores' }).first().click();
  await page.waitForURL((u) => !u.searchParams.has('data'));
  assert.deepEqual(params(page), { layers: 'traffic' });
  await page.getByRole('radio', { name: 'Demo scores' }).locator('visible=true').first().waitFor();
  assert.equal(await shownView(page), 'demo');
  await letTheAppRun();
  await waitForMapReady(page);
  assert.equal(await page.getByRole('radio', { name: 'Demo scores' }).first().isChecked(), true);
  assert.deepEqual(await checkedLayers(page), ['traffic']);
  await page.getByText('High Risk Counties').first().waitFor();
});

app.test('desktop: an early toggle then an early switch keep both', { path: null }, async ({ page, url }) => {
  const letTheAppRun = await openBeforeTheApp(page, url, '/');
  await layerCheckbox(page, 'Industrial Chemicals').click();
  await page.getByRole('radio', { name: 'Measured data' }).first().click();
  await page.waitForURL((u) => u.searchParams.get('data') === 'measured');
  assert.deepEqual(params(page), { layers: 'pesticides,airPollution,industrial', data: 'measured' });
  await letTheAppRun();
  await page.getByText('High Exposure Counties').first().waitFor({ timeout: 15_000 });
  assert.deepEqual(await checkedLayers(page), ['pesticides', 'airPollution', 'industrial']);
});

app.test('desktop: text typed before the app runs stays in the box and searches on Enter after', { path: null }, async ({ page, url }) => {
  const letTheAppRun = await openBeforeTheApp(page, url, '/');
  const box = page.getByRole('combobox', { name: 'Search counties' });
  await box.pressSequentially('Miami');
  await letTheAppRun();
  await waitForMapReady(page);
  assert.equal(await box.inputValue(), 'Miami');
  await box.press('End');
  await box.press('Enter');
  // The Demo view's answer is the specification's: Miami-Dade's name holds the text (issue 34).
  await expectToast(page, 'County Found', 'Found 1 matching county. Viewing Miami-Dade.');
  await countyCard(page, 'Miami-Dade').waitFor();
});
