// The Measured view as a choropleth (issue 15): the shapes are fetched only for it and drawn, a click
// anywhere inside a county (not at its point) opens that county, hover and selection outline it, the
// legend explains the colours, and the Demo view keeps its circles and never fetches the shapes.
import assert from 'node:assert/strict';
import { countyCard, eventually, mapCentre, screenshot, settledZoom, useApp, waitForMarkers } from './support/harness.mjs';
import { AXE_SCAN, expectNoViolations } from './support/axe.mjs';

const app = useApp();
const SHAPES = /\/api\/county\/shapes$/;
const FRESNO = { fips: '06019', lat: 36.7584, lon: -119.6545 };

/** Web Mercator pixel position of a point at a zoom, as Leaflet's default CRS places it. */
function worldPixel(lat, lon, zoom) {
  const size = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((lon + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

/** Where a point is on the page while the map is centred on Fresno's point at zoom 8. */
async function pointNearFresno(page, lat, lon) {
  const centre = await mapCentre(page);
  const here = worldPixel(lat, lon, 8);
  const origin = worldPixel(FRESNO.lat, FRESNO.lon, 8);
  return { x: centre.x + here.x - origin.x, y: centre.y + here.y - origin.y };
}

async function closeDrawer(page) {
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
}

/** Opens Fresno by its permalink (centred at zoom 8), then closes its card so the map is clear. */
async function fresnoAtZoom8(page, url) {
  await page.goto(`${url}/?data=measured&county=${FRESNO.fips}`);
  const card = countyCard(page, 'Fresno');
  await card.waitFor({ timeout: 15_000 });
  await settledZoom(page, { expect: 8 });
  await waitForMarkers(page);
  // The specification's loading overlay covers the map for its first second.
  await page.getByText('Loading environmental data...').waitFor({ state: 'hidden' });
  await card.getByRole('button', { name: 'Close' }).click();
  await card.waitFor({ state: 'detached' });
}

const outlinePaths = (page) => page.locator('.leaflet-county-outline-pane path');

// Points inside the county, far from the point its search and permalink centre on.
const INSIDE = {
  desktop: { place: 'Coalinga, 65 km south-west of the county point', lat: 36.1397, lon: -120.3602 },
  phone: { place: 'Shaver Lake, 45 km north-east of the county point', lat: 37.1, lon: -119.32 },
};

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: Measured data draws the county shapes, and a click inside Fresno opens Fresno`, { viewport, path: null }, async ({ page, url }) => {
    const shapeRequests = [];
    page.on('request', (request) => SHAPES.test(request.url()) && shapeRequests.push(request.url()));
    await page.goto(`${url}/?data=measured`);
    await closeDrawer(page);
    await waitForMarkers(page);
    await eventually(() => shapeRequests.length === 1, { message: 'one request for the county shapes' });
    await page.getByText('Loading environmental data...').waitFor({ state: 'hidden' });
    await screenshot(page, `shapes-${viewport}-national`);

    const legend = page.getByRole('region', { name: 'Map legend' });
    for (const band of ['Low', 'Moderate', 'High', 'No data']) await legend.getByText(band, { exact: true }).waitFor();
    await legend.getByText("Combined score: the weighted mean of the selected layers' national percentiles").waitFor();

    shapeRequests.length = 0;
    await fresnoAtZoom8(page, url);
    const inside = INSIDE[viewport];
    const point = await pointNearFresno(page, inside.lat, inside.lon);
    if (viewport === 'desktop') {
      await page.mouse.move(point.x, point.y);
      await eventually(async () => (await outlinePaths(page).count()) === 2, { message: `hover outline at ${inside.place}` });
      await page.locator('.leaflet-tooltip').getByText('Fresno, CA').waitFor();
      await page.mouse.click(point.x, point.y);
    } else {
      // A phone has no pointer to hover with: a finger taps.
      await page.touchscreen.tap(point.x, point.y);
    }
    await countyCard(page, 'Fresno').waitFor();
    // The selected county stays outlined once the pointer leaves it.
    await page.mouse.move(5, 5);
    await eventually(async () => (await outlinePaths(page).count()) === 2, { message: 'the selected county stays outlined' });
    await screenshot(page, `shapes-${viewport}-fresno-selected`);

    // Hanford, 48 km south of Fresno's point, is in Kings County: the shapes, not a radius, decide.
    await countyCard(page, 'Fresno').getByRole('button', { name: 'Close' }).click();
    const hanford = await pointNearFresno(page, 36.3275, -119.6457);
    if (viewport === 'desktop') await page.mouse.click(hanford.x, hanford.y);
    else await page.touchscreen.tap(hanford.x, hanford.y);
    await countyCard(page, 'Kings').waitFor();
    assert.equal(shapeRequests.length, 1, 'the shapes are fetched once per page load');
  });
}

app.test('desktop: toggling a layer refills the same shapes in place', { path: '/?data=measured' }, async ({ page }) => {
  await waitForMarkers(page);
  await eventually(() => page.evaluate(() => performance.getEntriesByName('riskmap:shapes-drawn').length === 1), { message: 'shapes drawn' });
  const before = await page.evaluateHandle(() => document.querySelector('.leaflet-overlay-pane canvas'));
  await page.getByRole('checkbox', { name: 'Industrial Chemicals' }).first().check();
  await eventually(() => page.evaluate(() => performance.getEntriesByName('riskmap:shapes-repainted').length >= 1), { message: 'shapes repainted' });
  assert.equal(await page.evaluate(() => performance.getEntriesByName('riskmap:shapes-drawn').length), 1, 'no rebuild of the layer');
  assert.ok(await page.evaluate((canvas) => canvas === document.querySelector('.leaflet-overlay-pane canvas'), before), 'same canvas');
});

app.test('desktop: the Demo view keeps its circles and fetches no shapes', async ({ page }) => {
  const requests = [];
  page.on('request', (request) => SHAPES.test(request.url()) && requests.push(request.url()));
  await waitForMarkers(page);
  await page.waitForTimeout(500);
  assert.deepEqual(requests, []);
  assert.equal(await outlinePaths(page).count(), 0);
  assert.equal(await page.getByRole('region', { name: 'Map legend' }).count(), 0, 'the Measured legend is not shown');
});

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: axe finds nothing on the choropleth with a county selected`, { viewport, path: null, ...AXE_SCAN }, async ({ page, url }) => {
    await page.goto(`${url}/?data=measured&county=${FRESNO.fips}`);
    await countyCard(page, 'Fresno').waitFor({ timeout: 15_000 });
    await waitForMarkers(page);
    await expectNoViolations(page, `${viewport} Measured view with Fresno selected`);
  });
}

app.test('desktop: the map says it is drawing the outlines until they are drawn', { path: null }, async ({ page, url }) => {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(SHAPES, async (route) => {
    await held;
    await route.continue();
  });
  // Other layers than the default: the build's picture of the map (measured-page.test.mjs) is not shown.
  await page.goto(`${url}/?data=measured&layers=traffic`);
  const pill = page.locator('.data-loading').getByText('Drawing the county outlines...');
  // The figures are in (the counts show), the outlines are not: the map still says so.
  await page.getByText('High Exposure Counties').first().waitFor();
  await pill.waitFor();
  assert.equal(await page.evaluate(() => performance.getEntriesByName('riskmap:shapes-drawn').length), 0);
  release();
  await pill.waitFor({ state: 'detached' });
  await eventually(() => page.evaluate(() => performance.getEntriesByName('riskmap:shapes-drawn').length === 1), { message: 'shapes drawn' });
});
