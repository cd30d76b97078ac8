// Issue 44: the compounds' figures load when a compound is chosen, the Superfund sites when a site
// opens or their layer is shown. The search knows their names from its own data (the measures' in
// its index, the sites' in its pieces: datagen/API.md, "The search"), so in the Measured view a name
// nothing matches says No Results without fetching /api/sites or /api/compounds; "Camp Lejeune"
// fetches the sites (its card's) and not the compounds, "paraquat" the compounds and not the sites.
// Every test also fails on console errors and CSP violations (harness).
import assert from 'node:assert/strict';
import { apiPath, desktopSearch, eventually, expectToast, useApp } from './support/harness.mjs';

const app = useApp();

/** The pathnames of the requests for the sites' and the compounds' files, as the page makes them. */
function productRequests(page) {
  const watched = new Set([apiPath('sites'), apiPath('compounds'), apiPath('compoundsEs')]);
  const asked = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (watched.has(pathname)) asked.push(pathname);
  });
  return asked;
}

app.test('Measured: a name nothing matches says No Results, fetching neither the sites nor the compounds', { path: '/?data=measured' }, async ({ page }) => {
  const asked = productRequests(page);
  await desktopSearch(page, 'zzqx');
  await expectToast(page, 'No Results', 'No counties found matching "zzqx". Try searching for a county name or state.');
  assert.deepEqual(asked, [], 'no /api/sites or /api/compounds');
});

app.test('Measured: "Camp Lejeune" fetches the sites and not the compounds; "paraquat" the compounds and not the sites', { path: '/?data=measured' }, async ({ page }) => {
  const asked = productRequests(page);
  await desktopSearch(page, 'Camp Lejeune');
  await page.getByRole('region', { name: 'CAMP LEJEUNE MILITARY RES. (USNAVY)' }).waitFor();
  assert.deepEqual(asked, [apiPath('sites')]);
  asked.length = 0;
  await desktopSearch(page, 'paraquat');
  await expectToast(page, 'Pesticide Layer: paraquat');
  await eventually(() => new URL(page.url()).searchParams.get('pesticide') === 'paraquat', { message: 'pesticide=paraquat in the link' });
  assert.deepEqual(asked, [apiPath('compounds')]);
});
