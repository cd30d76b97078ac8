// Search reads what people type (issue 28, section 1), desktop and phone: a ZIP before a county code,
// addresses with a ZIP, a state's name, counties outside the Demo view, a search made while the data
// loads, a long query. axe in the new states.
import assert from 'node:assert/strict';
import { apiPath, countyCard, eventually, expectToast, screenshot, settledZoom, useApp, visibleToasts, waitForHydration } from './support/harness.mjs';
import { AXE_SCAN, expectNoViolations } from './support/axe.mjs';
import { openSearchBox, search, searchBox, showMeasuredFromToast, suggestions } from './support/page-helpers.mjs';

const app = useApp();

/** Opens the Measured view by its link and waits for its counties. */
async function openMeasured(page, url) {
  await page.goto(url + '/?data=measured');
  await page.getByText('High Exposure Counties').first().waitFor({ timeout: 15_000 });
  await waitForHydration(page);
}

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: 10001 in the Measured view is the New York ZIP, not Kent County`, { viewport, path: null }, async ({ page, url }) => {
    await openMeasured(page, url);
    await search(page, viewport, '10001');
    await expectToast(page, 'County Found', 'Found 1 matching county. Viewing New York County, NY.');
    await countyCard(page, 'New York').waitFor();
    assert.doesNotMatch(await countyCard(page, 'New York').innerText(), /Delaware/);
    // The county code stays reachable with its prefix.
    await search(page, viewport, 'fips:10001');
    await expectToast(page, 'County Found', 'Found 1 matching county. Viewing Kent County, DE.');
    await countyCard(page, 'Kent').getByText('Delaware', { exact: true }).waitFor();
  });

  for (const address of ['Fresno, CA 93721', '123 Main St, Fresno, CA 93721-1234']) {
    app.test(`${viewport}: "${address}" opens Fresno`, { viewport }, async ({ page }) => {
      await search(page, viewport, address);
      await expectToast(page, 'County Found', 'Found 1 matching county. Viewing Fresno.');
      await countyCard(page, 'Fresno').waitFor();
    });
  }

  app.test(`${viewport}: "Texas" fits the map to Texas and opens no county; Texas County, MO stays reachable`, { viewport, path: null }, async ({ page, url }) => {
    await openMeasured(page, url);
    const before = await settledZoom(page);
    await search(page, viewport, 'Texas');
    await expectToast(page, 'State Found', 'Showing Texas and its 254 counties. Choose one to see its figures.');
    const zoom = await settledZoom(page);
    assert.ok(zoom > before, `zoomed in from ${before} to ${zoom}`);
    assert.equal(await page.locator('section.county-card').count(), 0, 'no county opened');
    if (viewport === 'desktop') {
      const options = suggestions(page).getByRole('option');
      await options.first().waitFor();
      assert.equal(await options.count(), 254);
      await screenshot(page, 'desktop-state-texas');
    }
    // The map's centre is in Texas: a click there opens a Texas county.
    const map = await page.locator('.leaflet-container').first().boundingBox();
    await page.mouse.click(map.x + map.width / 2, map.y + map.height / 2);
    await eventually(async () => /Texas/.test(await page.locator('section.county-card').first().innerText()), { message: 'a Texas county at the centre' });

    await search(page, viewport, 'Texas County, MO');
    await expectToast(page, 'County Found', 'Found 1 matching county. Viewing Texas County, MO.');
    await countyCard(page, 'Texas').getByText('Missouri', { exact: true }).waitFor();
  });

  app.test(`${viewport}: "St. Louis" in the Measured view opens the city, named so, and lists the county beside it`, { viewport, path: '/?data=measured' }, async ({ page }) => {
    const box = await openSearchBox(page, viewport);
    await box.fill('St. Louis');
    const options = suggestions(page).getByRole('option');
    await eventually(async () => (await options.count()) >= 3, { message: 'the readings listed' });
    assert.deepEqual((await options.allInnerTexts()).slice(0, 3), ['St. Louis city, Missouri', 'St. Louis, Missouri', 'St. Louis, Minnesota']);
    await box.press('Enter');
    await expectToast(page, 'County Found', 'Found 3 matching counties. Viewing St. Louis (city), MO.');
    await countyCard(page, 'St. Louis (city), MO').getByText('Missouri', { exact: true }).waitFor();
    assert.match(page.url(), /county=29510/);
    await screenshot(page, `${viewport}-st-louis-city`);
    await search(page, viewport, 'St. Louis County, MO');
    await expectToast(page, 'County Found', 'Found 1 matching county. Viewing St. Louis County, MO.');
    await page.waitForURL(/county=29189/);
    await countyCard(page, 'St. Louis County, MO').waitFor();
  });

  // The card and the report name a county by its kind and state, as the toasts do (issue 45): a
  // parish, a borough by its name, an independent city; the Demo keeps the specification's name.
  app.test(`${viewport}: the card and the report title name the county's kind, in English and Spanish`, { viewport, path: null }, async ({ page, url }) => {
    for (const [link, title, report] of [
      ['/?data=measured&county=29510', 'St. Louis (city), MO', 'St. Louis (city), MO: county report'],
      ['/?data=measured&county=22071', 'Orleans Parish, LA', 'Orleans Parish, LA: county report'],
      ['/?data=measured&county=02020', 'Anchorage, AK', 'Anchorage, AK: county report'],
      ['/?data=measured&county=51510', 'Alexandria (city), VA', 'Alexandria (city), VA: county report'],
      ['/es/?data=measured&county=29189', 'Condado de St. Louis, MO', 'Condado de St. Louis, MO: informe del condado'],
      ['/es/?data=measured&county=22071', 'Parroquia de Orleans, LA', 'Parroquia de Orleans, LA: informe del condado'],
      ['/es/?data=measured&county=51510', 'Ciudad de Alexandria, VA', 'Ciudad de Alexandria, VA: informe del condado'],
      ['/?county=06019', 'Fresno', 'Fresno, California: county report'],
    ]) {
      await page.goto(url + link);
      const card = page.getByRole('region', { name: title, exact: true }).and(page.locator('section:not(#card-preview > section)'));
      await card.getByRole('heading', { name: title, exact: true }).waitFor({ timeout: 15_000 });
      if (link.includes('29510') || link.includes('es/?data=measured&county=22071')) await screenshot(page, `${viewport}-title-${title.replace(/\W+/g, '-')}`);
      await card.locator('.button-primary').click();
      await page.getByRole('dialog', { name: report, exact: true }).waitFor();
    }
  });

  app.test(`${viewport}: an address in the Measured view says that only its ZIP was used`, { viewport, path: '/?data=measured' }, async ({ page }) => {
    await search(page, viewport, '233 S Wacker Dr, Chicago, IL 60606');
    await expectToast(page, 'County Found', "Found 1 matching county. Viewing Cook County, IL. Only the address's ZIP code, 60606, was used, not its street or town.");
  });

  app.test(`${viewport}: "Nueva York" on the Spanish page names the state in Spanish`, { viewport, path: '/es/?data=measured' }, async ({ page }) => {
    await search(page, viewport, 'Nueva York');
    await expectToast(page, 'Estado encontrado', 'Mostrando Nueva York y sus 62 condados. Elija uno para ver sus datos.');
  });

  app.test(`${viewport}: Cook, IL in the Demo view offers the Measured view, which opens it`, { viewport }, async ({ page }) => {
    await search(page, viewport, 'Cook, IL');
    const toast = await expectToast(page, 'Outside This View', 'Cook, IL is a county that the Demo view does not show. Measured data covers every US county.');
    await showMeasuredFromToast(page, toast, 'Cook');
    assert.match(page.url(), /county=17031/);
  });

  app.test(`${viewport}: /?county=17031 in the Demo view makes the same offer`, { viewport, path: '/?county=17031' }, async ({ page }) => {
    const toast = await expectToast(page, 'Outside This View', 'Cook, IL is a county that the Demo view does not show. Measured data covers every US county.');
    await showMeasuredFromToast(page, toast, 'Cook');
  });

  app.test(`${viewport}: a long query is echoed in 60 characters`, { viewport }, async ({ page }) => {
    const query = 'Somewhere far away '.repeat(36).trim();
    await search(page, viewport, query);
    const toast = await expectToast(page, 'No Results', `No counties found matching "${query.slice(0, 59).trimEnd()}…". Try searching for a county name or state.`);
    // The whole 683 characters made a toast 383 px tall; cut, it is about 130 px (a short query's is about 90).
    const { height } = await toast.boundingBox();
    assert.ok(height < 160, `the toast is ${height} px tall`);
  });
}

app.test('desktop: five digits list both readings, the ZIP first', { path: null }, async ({ page, url }) => {
  await openMeasured(page, url);
  await searchBox(page).fill('10001');
  const options = suggestions(page).getByRole('option');
  await eventually(async () => (await options.count()) === 2, { message: 'two readings' });
  assert.deepEqual(await options.allInnerTexts(), ['ZIP 10001 · New York, NY', 'County code 10001 · Kent, DE']);
  await searchBox(page).press('ArrowDown');
  await searchBox(page).press('ArrowDown');
  await searchBox(page).press('Enter');
  await countyCard(page, 'Kent').getByText('Delaware', { exact: true }).waitFor();
});

app.test('desktop: an address without a ZIP says what works', async ({ page }) => {
  await searchBox(page).fill('123 Main St');
  await searchBox(page).press('Enter');
  await expectToast(page, 'No Results', 'No counties found matching "123 Main St". Try a county name, a state, or a 5-digit ZIP code.');
});

app.test('desktop: a search made while the Measured data loads says so and answers when it arrives', { path: null }, async ({ page, url }) => {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route('**' + apiPath('exposures'), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url + '/?data=measured');
  await searchBox(page).waitFor();
  // The app is running (the box is hydrated) but the counties are not in.
  await page.waitForFunction(() => document.querySelector('.leaflet-container'));
  await searchBox(page).fill('Orange, FL');
  await searchBox(page).press('Enter');
  await expectToast(page, 'Loading Data', 'The county data is still loading. Your search for "Orange, FL" will run as soon as it arrives.');
  release();
  await expectToast(page, 'County Found', 'Found 1 matching county. Viewing Orange County, FL.');
  await countyCard(page, 'Orange').getByText('Florida', { exact: true }).waitFor();
  assert.equal(await visibleToasts(page).count(), 1);
});

app.test('axe finds no violations with a state listed and with the Outside This View offer', { ...AXE_SCAN, path: null }, async ({ page, url }) => {
  await openMeasured(page, url);
  await searchBox(page).fill('California');
  await searchBox(page).press('Enter');
  await expectToast(page, 'State Found');
  await suggestions(page).getByRole('option').first().waitFor();
  await searchBox(page).press('ArrowDown');
  await expectNoViolations(page, 'a state listed');
  await page.goto(url + '/');
  await waitForHydration(page);
  await searchBox(page).fill('Harris, TX');
  await searchBox(page).press('Enter');
  await expectToast(page, 'Outside This View');
  await expectNoViolations(page, 'Outside This View offer');
});

app.test('phone: axe finds no violations in the search box with a state listed, and with the Outside This View offer', { viewport: 'phone', ...AXE_SCAN, path: null }, async ({ page, url }) => {
  await openMeasured(page, url);
  await search(page, 'phone', 'Florida');
  await expectToast(page, 'State Found', 'Showing Florida and its 67 counties. Choose one to see its figures.');
  // The phone's search box stays open with the state's counties to choose from.
  await suggestions(page).getByRole('option').first().waitFor();
  await searchBox(page).press('ArrowDown');
  await expectNoViolations(page, 'phone: the search box with a state listed');
  await page.goto(url + '/');
  await search(page, 'phone', 'Cook, IL');
  await expectToast(page, 'Outside This View');
  await expectNoViolations(page, 'phone: Outside This View offer');
});
