// "Use my location" (issue 16): the browser's position, found in the county shapes (point in polygon),
// selects its county; outside the Demo view's counties it offers the Measured view; a refused
// position says so and changes nothing; the position is never sent anywhere.
import assert from 'node:assert/strict';
import { countyCard, eventually, expectToast, useApp } from './support/harness.mjs';
import { showMeasuredFromToast } from './support/page-helpers.mjs';

const app = useApp();
const COALINGA = { latitude: 36.1397, longitude: -120.3602 }; // Fresno County, 65 km from its point
const RENO = { latitude: 39.5296, longitude: -119.8138 }; // Washoe County, Nevada

/** Fails the test if any request carries the position (URL or body). */
function watchPosition(page, { latitude, longitude }) {
  const leaks = [];
  const marks = [String(latitude), String(longitude), latitude.toFixed(2), longitude.toFixed(2)];
  page.on('request', (request) => {
    const sent = `${request.url()} ${request.postData() ?? ''}`;
    if (marks.some((mark) => sent.includes(mark))) leaks.push(sent);
  });
  return () => assert.deepEqual(leaks, [], 'the position never leaves the browser');
}

const located = (position) => ({ contextOptions: { geolocation: position, permissions: ['geolocation'] } });

app.test('desktop: a position inside Fresno County selects Fresno', located(COALINGA), async ({ page }) => {
  const noLeak = watchPosition(page, COALINGA);
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expectToast(page, 'County Found', 'Your location is in Fresno, California. Viewing Fresno.');
  await countyCard(page, 'Fresno').waitFor();
  noLeak();
});

app.test('phone: the drawer\'s "Use my location" selects Fresno and closes the drawer', { viewport: 'phone', ...located(COALINGA) }, async ({ page }) => {
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await page.getByRole('button', { name: 'Use my location' }).locator('visible=true').click();
  await countyCard(page, 'Fresno').waitFor();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
});

app.test('desktop, Measured: a position opens its census tract, whose card measures the nearest Superfund site from the position', { path: '/?data=measured', ...located(COALINGA) }, async ({ page }) => {
  const noLeak = watchPosition(page, COALINGA);
  await page.getByRole('button', { name: 'Use my location' }).click();
  const sites = page.locator('section.tract-card .county-card-sites');
  // 78.9 km by the haversine formula from the position to the landfill's point in /api/sites.
  const nearest = 'Nearest to your location: FRESNO MUNICIPAL SANITARY LANDFILL, 78.9 km away.';
  await eventually(async () => (await sites.innerText().catch(() => '')).includes(nearest), { message: `the card says: ${nearest}` });
  assert.ok(!page.url().includes('36.1') && !page.url().includes('120.3'), 'the link keeps no position');
  noLeak();
});

app.test('desktop: a position outside the Demo view offers the Measured view', located(RENO), async ({ page }) => {
  await page.getByRole('button', { name: 'Use my location' }).click();
  const toast = await expectToast(
    page,
    'Outside This View',
    'Your location is in Washoe, Nevada, which the Demo view does not show. Measured data covers every US county.',
  );
  await showMeasuredFromToast(page, toast, 'Washoe');
});

app.test('desktop: a refused position says so and changes nothing', async ({ page }) => {
  const before = page.url();
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expectToast(page, 'Location Not Shared', 'Your browser did not share your location. Search for your county or ZIP code instead.');
  assert.equal(page.url(), before);
  assert.equal(await page.getByRole('region', { name: 'Los Angeles' }).count(), 0);
});

app.test('the site may ask for the position itself, and nobody else may', async ({ url }) => {
  const policy = (await fetch(url + '/')).headers.get('permissions-policy');
  assert.match(policy, /(^|, )geolocation=\(self\)(,|$)/);
});
