// ZIP codes in the search box (issue 16), desktop and phone: one county, a ZIP spanning two, a ZIP
// outside the Demo view, an unknown ZIP, nothing fetched for ZIPs on the first load, axe with the
// ZIP's list open. Prints the bench figures: the lookup's request size and what the first load
// fetched for ZIPs.
import assert from 'node:assert/strict';
import { apiPath, countyCard, expectToast, screenshot, useApp, visibleToasts } from './support/harness.mjs';
import { AXE_SCAN, expectNoViolations } from './support/axe.mjs';
import { search, searchBox, showMeasuredFromToast, suggestions } from './support/page-helpers.mjs';

const app = useApp();

const ZIP_CODE = /\/api\/zip\/|\/searchZip[-.]/;

/** Every request of the page whose address is a ZIP file or the ZIP code's chunk, with its size. */
function zipRequests(page) {
  const seen = [];
  page.on('requestfinished', async (request) => {
    if (!ZIP_CODE.test(request.url())) return;
    const sizes = await request.sizes();
    seen.push({ path: new URL(request.url()).pathname, body: sizes.responseBodySize, headers: sizes.responseHeadersSize });
  });
  return seen;
}

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: 90210 opens Los Angeles with one small request`, { viewport }, async ({ page }) => {
    const requests = zipRequests(page);
    await search(page, viewport, '90210');
    await expectToast(page, 'County Found', 'Found 1 matching county. Viewing Los Angeles.');
    await countyCard(page, 'Los Angeles').waitFor();
    const files = requests.filter((r) => r.path.startsWith(apiPath('zipPieces')));
    assert.deepEqual(files.map((r) => r.path), [apiPath('zipPieces') + '902']);
    if (viewport === 'desktop') {
      const response = await page.request.get(`${new URL(page.url()).origin}${apiPath('zipPieces')}902`, { headers: { 'Accept-Encoding': 'gzip' } });
      assert.equal(response.headers()['content-type'], 'application/json; charset=utf-8');
      console.log(`bench: ZIP lookup: 1 request, /api/zip/902 ${files[0].body} bytes as received; the ZIP code chunk ${requests.find((r) => !r.path.startsWith('/api/'))?.body ?? 0} bytes, once per page`);
    }
  });

  app.test(`${viewport}: a ZIP spanning two counties names both and lists them`, { viewport }, async ({ page }) => {
    await search(page, viewport, '90265');
    await expectToast(page, 'County Found', 'ZIP 90265 spans 2 counties: Los Angeles, Ventura. Viewing Los Angeles.');
    await countyCard(page, 'Los Angeles').waitFor();
    if (viewport === 'phone') return; // the prompt has no list; the toast names both
    await suggestions(page).waitFor();
    assert.deepEqual(await suggestions(page).getByRole('option').allInnerTexts(), ['Los Angeles, California', 'Ventura, California']);
    await page.getByRole('option', { name: 'Ventura, California' }).click();
    await countyCard(page, 'Ventura').waitFor();
    await screenshot(page, 'desktop-zip-spans');
  });

  app.test(`${viewport}: a New York ZIP in the Demo view offers Measured, which shows its county`, { viewport }, async ({ page }) => {
    await search(page, viewport, '10001');
    const toast = await expectToast(
      page,
      'Outside This View',
      'ZIP 10001 is in New York, New York, which the Demo view does not show. Measured data covers every US county.',
    );
    await showMeasuredFromToast(page, toast, 'New York');
    assert.match(page.url(), /county=36061/);
  });

  // Chromium logs the 404 of /api/zip/000, the answer for a prefix no ZIP has.
  app.test(`${viewport}: an unknown ZIP gives No Results`, { viewport, allowConsole: [/status of 404/] }, async ({ page }) => {
    // 90299 is not in /api/zip/902; no ZIP starts with 000, so that file does not exist.
    for (const zip of ['90299', '00000']) {
      await search(page, viewport, zip);
      const description = `No counties found matching "${zip}". Try searching for a county name or state.`;
      // The previous search's toast may still be leaving, so the new one is found by its text.
      await visibleToasts(page).filter({ hasText: description }).waitFor();
      await expectToast(page, 'No Results');
    }
  });
}

app.test('the first load fetches no ZIP file and no ZIP code', { path: null }, async ({ page, url }) => {
  const requests = zipRequests(page);
  let firstLoad = 0;
  page.on('requestfinished', async (request) => (firstLoad += (await request.sizes()).responseBodySize));
  await page.goto(url + '/');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(requests, []);
  console.log(`bench: first load: ${requests.length} ZIP requests, 0 bytes of ZIP data or ZIP code (${firstLoad} bytes in all, tiles included)`);
});

app.test('axe finds no violations with a ZIP\'s counties listed', AXE_SCAN, async ({ page }) => {
  await searchBox(page).fill('90265');
  await searchBox(page).press('Enter');
  await suggestions(page).waitFor();
  await searchBox(page).press('ArrowDown');
  await expectNoViolations(page, 'ZIP list open');
});
