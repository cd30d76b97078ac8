// Place search and population (issue 25), desktop and phone, Demo and Measured: a town opens its
// county (in the Measured view, its census tract: issue 37); "Cook" + Enter is Cook County, Illinois; the Springfields of several states, chosen by
// keyboard; a place outside the Demo view offers the Measured view; the search's index is fetched when
// the box is used, a piece once a query names one, every word for a typo; axe with the suggestions open.
// Every test also checks that the page logged no error and no CSP violation (harness.mjs).
import assert from 'node:assert/strict';
import { apiPath, countyCard, eventually, expectToast, screenshot, useApp } from './support/harness.mjs';
import { AXE_SCAN, expectNoViolations } from './support/axe.mjs';
import { search, searchBox, showMeasuredFromToast, suggestions } from './support/page-helpers.mjs';

const app = useApp();

/** Every request of the page for a place piece, by path, in order. */
function pieceRequests(page) {
  const seen = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith(apiPath('placePieces'))) seen.push(path);
  });
  return seen;
}

const VIEWS = { demo: '/', measured: '/?data=measured' };

for (const viewport of ['desktop', 'phone']) {
  for (const [view, path] of Object.entries(VIEWS)) {
    app.test(`${viewport}, ${view}: "Coalinga" opens Fresno, or in the Measured view the tract holding its point`, { viewport, path }, async ({ page }) => {
      await search(page, viewport, 'Coalinga');
      if (view === 'demo') {
        await expectToast(page, 'Place Found', 'Coalinga, CA is in Fresno County. Viewing Fresno.');
        await countyCard(page, 'Fresno').waitFor();
        return;
      }
      await expectToast(
        page,
        'Place Found',
        'Coalinga, CA is in Fresno County. Viewing census tract 79.02, at its centre; for your own tract, search for your ZIP code or use your location.',
      );
      await countyCard(page, 'Census tract 79.02, Fresno County, CA').waitFor();
    });

    app.test(`${viewport}, ${view}: "Cook" + Enter gives Cook County, Illinois`, { viewport, path }, async ({ page }) => {
      await search(page, viewport, 'Cook');
      if (view === 'demo') {
        const toast = await expectToast(page, 'Outside This View');
        assert.match(await toast.locator('[data-description]').innerText(), /the first Cook, IL\. Measured data covers every US county\.$/);
        await showMeasuredFromToast(page, toast, 'Cook');
      }
      const card = countyCard(page, 'Cook');
      await card.waitFor();
      await card.getByText('Illinois', { exact: true }).waitFor();
      // Measured data: the county's population with the year of the figure (/api/population/17).
      await card.getByText('Population 5,087,072 (2023 estimate)', { exact: true }).waitFor();
      assert.match(page.url(), /county=17031/);
      // The report gives the population with its own source and date.
      await card.getByRole('button', { name: 'View Details' }).click();
      const report = page.getByRole('dialog', { name: 'Cook County, IL: county report' });
      await report.getByText('Population 5,087,072 (2023 estimate). Source: US Census Bureau, Population Estimates Program, county totals, Vintage 2023 (estimate for July 1, 2023).').waitFor();
      await report.getByRole('button', { name: 'Close report' }).click();
      await screenshot(page, `${viewport}-${view}-cook`);
    });
  }

  app.test(`${viewport}: a place outside the Demo view offers Measured, which opens its county`, { viewport }, async ({ page }) => {
    await search(page, viewport, 'Springfield, IL');
    const toast = await expectToast(
      page,
      'Outside This View',
      'Springfield, IL is in Sangamon County, a county that the Demo view does not show. Measured data covers every US county.',
    );
    await showMeasuredFromToast(page, toast, 'Sangamon');
    assert.match(page.url(), /county=17167/);
  });
}

/** The states of the options that name a Springfield with its county ("Springfield, IL · Sangamon County"). */
async function springfieldStates(page) {
  const options = await suggestions(page).getByRole('option').allInnerTexts();
  return options.flatMap((o) => /^Springfield, ([A-Z]{2}) · .+ (County|Parish|city)$/.exec(o)?.[1] ?? []);
}

for (const [view, path] of Object.entries(VIEWS)) {
  app.test(`desktop, ${view}: "Springfield" lists the Springfields of at least four states, chosen by keyboard`, { path }, async ({ page }) => {
    await searchBox(page).focus();
    await page.keyboard.type('Springfield');
    await suggestions(page).getByRole('option', { name: 'Springfield, IL · Sangamon County' }).waitFor();
    const states = await springfieldStates(page);
    assert.ok(new Set(states).size >= 4, `states listed: ${states.join(', ')}`);
    await screenshot(page, `desktop-${view}-springfield`);
    const options = await suggestions(page).getByRole('option').allInnerTexts();
    for (let i = 0; i <= options.indexOf('Springfield, IL · Sangamon County'); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    if (view === 'demo') {
      const toast = await expectToast(page, 'Outside This View');
      await showMeasuredFromToast(page, toast, 'Sangamon');
    } else {
      await expectToast(page, 'Place Found', 'Springfield, IL is in Sangamon County. Viewing Sangamon.');
      await countyCard(page, 'Sangamon').waitFor();
    }
    assert.equal(await searchBox(page).inputValue(), 'Springfield, IL');
  });
}

app.test('the Measured sidebar says how many people live in each layer\'s top tenth of counties', { path: VIEWS.measured }, async ({ page }) => {
  const sentences = await page.locator('.layer-people').locator('visible=true').allInnerTexts();
  assert.equal(sentences.length, 4);
  for (const sentence of sentences) {
    assert.match(sentence, /^\d+\.\d million people live in the 10% of counties with the highest .+ figures \(population 20\d\d(-20\d\d)?\)\.$/);
  }
  assert.ok(sentences.some((s) => s.includes('the highest Air Pollution (PM2.5) figures')), sentences.join('\n'));
});

app.test('the search fetches its index when the box is used, a piece once a query names one, and its words for a typo', async ({ page }) => {
  const requests = pieceRequests(page);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(requests, [], 'the first load fetches none of the search\'s files');
  await searchBox(page).focus();
  await page.keyboard.type('S');
  await eventually(async () => requests.length === 1, { message: 'the index' });
  await page.waitForTimeout(300);
  assert.deepEqual(requests, [apiPath('placeIndex')], 'one letter names no piece');
  await page.keyboard.type('pringfield');
  await suggestions(page).getByRole('option', { name: 'Springfield, IL · Sangamon County' }).waitFor();
  assert.deepEqual(requests, [apiPath('placeIndex'), apiPath('placePieces') + 'sp'], 'a word being typed that starts a known word is no typo');
  const response = await page.request.get(`${new URL(page.url()).origin}${apiPath('placePieces')}sp`);
  assert.equal(response.headers()['content-type'], 'application/json; charset=utf-8');
  // A first word that is no word may be mistyped in its first letters: every word, then the pieces of the closest.
  await searchBox(page).fill('Huston');
  await searchBox(page).press('Enter');
  await expectToast(page, 'Outside This View', 'Houston, TX is in Harris County, a county that the Demo view does not show. Measured data covers every US county.');
  // Houston's piece, and that of Ruston, LA, also one letter away.
  assert.deepEqual(requests.slice(2).sort(), [apiPath('placePieces') + 'ho', apiPath('placePieces') + 'hu', apiPath('placePieces') + 'ru', apiPath('placeWords')]);
});

app.test('axe finds no violations with places suggested', AXE_SCAN, async ({ page }) => {
  await searchBox(page).focus();
  await page.keyboard.type('Springfield');
  await suggestions(page).getByRole('option', { name: 'Springfield, IL · Sangamon County' }).waitFor();
  await searchBox(page).press('ArrowDown');
  await expectNoViolations(page, 'place suggestions open');
});
