// Shareable URL state: ?layers=...&county=..., history navigation and the card's "Copy link"; a county code
// without its leading zero, and one that no county or census tract has; a census tract's link and its card's "Copy link".
import assert from 'node:assert/strict';
import { countyCard, desktopSearch, eventually, expectToast, mapZoom, settledZoom, useApp, visibleToasts, waitForMapReady } from './support/harness.mjs';
import { checkedLayers, layerCheckbox } from './support/page-helpers.mjs';
import { spanishText } from './support/leftovers.mjs';

const app = useApp();

function params(page) {
  const url = new URL(page.url());
  return { layers: url.searchParams.get('layers'), county: url.searchParams.get('county') };
}

function layerSet(value) {
  return value === null ? null : value.split(',').filter(Boolean).sort();
}

app.test('a shared link restores layers and the selected county', { path: '/?layers=pesticides,traffic&county=06037' }, async ({ page }) => {
  await countyCard(page, 'Los Angeles').waitFor();
  assert.deepEqual(await checkedLayers(page), ['pesticides', 'traffic']);
});

app.test('unknown layer ids are ignored without errors', { path: '/?layers=bogus' }, async ({ page }) => {
  await page.waitForTimeout(500);
  assert.equal(await visibleToasts(page).count(), 0, 'no toast for unknown layers');
  // Unknown ids are dropped; what is left (nothing) is taken as given, like `layers=`.
  assert.deepEqual(await checkedLayers(page), [], 'only unknown ids: no layers');
});

for (const [view, path] of [['Demo', '/'], ['Measured', '/?data=measured']]) {
  // The Measured page asks for the county's card built ahead (cardPreview.tsx): the build has none, the server answers 404.
  const allowConsole = view === 'Measured' ? [/404 \(Not Found\)/] : [];
  app.test(`${view}: a county code no county has says so, and opens no card`, { path: `${path}${path.includes('?') ? '&' : '?'}county=99999`, allowConsole }, async ({ page }) => {
    await expectToast(page, 'No County Found', 'No county has the code 99999. The map is shown without one selected.');
    assert.equal(await page.locator('section.county-card').count(), 0, 'no card for an unknown county');
  });

  app.test(`${view}: a county code whose leading zero a spreadsheet dropped opens its county`, { path: `${path}${path.includes('?') ? '&' : '?'}county=6019` }, async ({ page }) => {
    await countyCard(page, 'Fresno').getByText('California', { exact: true }).waitFor();
  });
}

app.test("a census tract link opens the tract's card over its county's tracts and keeps the tract in the address", { path: '/?data=measured&tract=06019001000' }, async ({ page }) => {
  await page.getByRole('heading', { name: 'Census tract 10, Fresno County, CA' }).waitFor({ timeout: 15_000 });
  await eventually(async () => (await mapZoom(page)) >= 8, { message: "the map at the county's tracts" });
  await layerCheckbox(page, 'Traffic Density').check();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('layers')?.includes('traffic'));
  assert.equal(new URL(page.url()).searchParams.get('tract'), '06019001000');
  assert.equal(new URL(page.url()).searchParams.get('data'), 'measured');
});

// A code that no area of its geography has, of the right length or not, is said so, naming the code;
// so is an EPA ID that no Superfund site has, or a text that is none, once the sites come;
// no card stays open, and the map still zooms and finds a county. The Measured page asks for the
// area's or site's card built ahead (show-county/cardPreview.tsx) when the code could be one: the server answers 404.
for (const [link, title, description] of [
  ['/?data=measured&tract=06019999999', 'No Census Tract Found', 'No census tract has the code 06019999999. The map is shown without one selected.'],
  ['/?data=measured&tract=060190010001', 'No Census Tract Found', 'No census tract has the code 060190010001. The map is shown without one selected.'],
  ['/?data=measured&tract=12086000100', 'No Census Tract Found', 'No census tract has the code 12086000100. The map is shown without one selected.'],
  ['/?data=measured&county=123456', 'No County Found', 'No county has the code 123456. The map is shown without one selected.'],
  [
    '/es/?data=measured&tract=06019999999',
    'Sector censal no encontrado',
    'Ningún sector censal tiene el código 06019999999. El mapa se muestra sin ningún sector censal seleccionado.',
  ],
  ['/es/?data=measured&county=123456', 'Condado no encontrado', 'Ningún condado tiene el código 123456. El mapa se muestra sin ningún condado seleccionado.'],
  [
    '/?data=measured&site=XX0000000000',
    'No Superfund Site Found',
    'No Superfund site with TCE or PCE has the EPA ID XX0000000000. The map is shown without one selected.',
  ],
  [
    '/es/?data=measured&site=camp',
    'Sitio Superfund no encontrado',
    'Ningún sitio Superfund con TCE o PCE tiene el ID de la EPA camp. El mapa se muestra sin ningún sitio seleccionado.',
  ],
]) {
  app.test(`${link}: says that no area has the code at once, and the map stays usable`, { path: link, allowConsole: [/404 \(Not Found\)/] }, async ({ page }) => {
    await expectToast(page, title, description);
    await page.locator('section.county-card').waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).searchParams.get('data'), 'measured');
    await waitForMapReady(page, { markers: false });
    const zoom = await settledZoom(page);
    const zoomIn = link.startsWith('/es/') ? spanishText('map.zoomIn') : 'Zoom In';
    await page.getByRole('button', { name: zoomIn }).locator('visible=true').first().click();
    await settledZoom(page, { expect: zoom + 1 });
    if (link.startsWith('/es/')) return;
    await desktopSearch(page, 'Fresno');
    await page.locator('section.county-card').getByRole('heading', { name: 'Fresno County, CA', exact: true }).waitFor();
  });
}

for (const [viewport, link, title, description, offer, heading, [parameter, id]] of [
  [
    'desktop',
    '/?site=NC6170022580',
    'Outside This View',
    'The link names the Superfund site NC6170022580: the sites with TCE or PCE are on the map with measured data. Measured data covers every US county.',
    'Show measured data',
    'CAMP LEJEUNE MILITARY RES. (USNAVY)',
    ['site', 'NC6170022580'],
  ],
  [
    'phone',
    '/es/?site=nc6170022580',
    'Fuera de esta vista',
    'El enlace nombra el sitio Superfund NC6170022580: los sitios con TCE o PCE están en el mapa con los datos medidos. Los datos medidos cubren todos los condados de EE. UU.',
    'Mostrar datos medidos',
    'CAMP LEJEUNE MILITARY RES. (USNAVY)',
    ['site', 'NC6170022580'],
  ],
  [
    'phone',
    '/?tract=06019001000',
    'Outside This View',
    'The link names the census tract 06019001000, which the map shows with measured data. Measured data covers every US county.',
    'Show measured data',
    'Census tract 10, Fresno County',
    ['tract', '06019001000'],
  ],
  [
    'desktop',
    '/es/?tract=6019001000',
    'Fuera de esta vista',
    'El enlace nombra el sector censal 06019001000, que el mapa muestra con los datos medidos. Los datos medidos cubren todos los condados de EE. UU.',
    'Mostrar datos medidos',
    'Sector censal 10, condado de Fresno',
    ['tract', '06019001000'],
  ],
]) {
  app.test(`${viewport} ${link}: the Demo view, which shows no ${parameter}s, offers the Measured view, whose card of the ${parameter} its button opens`, { viewport, path: link }, async ({ page }) => {
    const toast = await expectToast(page, title, description);
    assert.equal(new URL(page.url()).searchParams.get('data'), null, 'the Demo view until the visitor chooses');
    // The specification's page has no card of a tract or a site.
    assert.equal(await page.locator('section.county-card').count(), 0, 'no card in the Demo view');
    await toast.getByRole('button', { name: offer }).click();
    await countyCard(page, heading).waitFor({ timeout: 15_000 });
    const linked = new URL(page.url()).searchParams;
    assert.equal(linked.get('data'), 'measured');
    assert.equal(linked.get(parameter), id);
  });
}

app.test("a site's link opens its card however its EPA ID is cased", { path: '/?data=measured&site=nc6170022580' }, async ({ page }) => {
  await countyCard(page, 'CAMP LEJEUNE MILITARY RES. (USNAVY)').waitFor();
  assert.equal(await visibleToasts(page).count(), 0, 'no toast');
});

app.test(
  "a census tract's card copies its link",
  { path: '/?data=measured&tract=06019001000', contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } },
  async ({ page }) => {
    await countyCard(page, 'Census tract 10, Fresno County, CA').getByRole('button', { name: 'Copy link' }).click();
    await expectToast(page, 'Link Copied', 'A link to this view has been copied to your clipboard.');
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    assert.equal(copied.searchParams.get('tract'), '06019001000');
    assert.equal(copied.searchParams.get('data'), 'measured');
  },
);

app.test('the Spanish page says in Spanish that no county has a code', { path: '/es/?county=99999' }, async ({ page }) => {
  await expectToast(page, 'Condado no encontrado', 'Ningún condado tiene el código 99999. El mapa se muestra sin ningún condado seleccionado.');
});

app.test('known ids are kept when mixed with unknown ones', { path: '/?layers=industrial,bogus' }, async ({ page }) => {
  assert.deepEqual(await checkedLayers(page), ['industrial']);
});

app.test('an empty layers parameter means no layers', { path: '/?layers=' }, async ({ page }) => {
  assert.deepEqual(await checkedLayers(page), []);
  await page.getByText('Active Layers:').waitFor({ state: 'hidden' });
});

app.test('toggling layers and selecting a county update the URL; back and forward restore', async ({ page }) => {
  assert.equal(params(page).county, null);
  await layerCheckbox(page, 'Traffic Density').check();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('layers') !== null);
  assert.deepEqual(layerSet(params(page).layers), ['airPollution', 'pesticides', 'traffic']);

  await layerCheckbox(page, 'Pesticide Exposure').uncheck();
  await page.waitForFunction(() => !new URL(location.href).searchParams.get('layers')?.includes('pesticides'));
  assert.deepEqual(layerSet(params(page).layers), ['airPollution', 'traffic']);

  const search = page.getByRole('combobox', { name: 'Search counties' });
  await search.fill('Los Angeles');
  await search.press('Enter');
  await countyCard(page, 'Los Angeles').waitFor();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('county') === '06037');

  await page.goBack();
  await countyCard(page, 'Los Angeles').waitFor({ state: 'hidden' });
  assert.deepEqual(await checkedLayers(page), ['airPollution', 'traffic']);
  await page.goBack();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('layers')?.includes('pesticides'));
  assert.deepEqual(await checkedLayers(page), ['pesticides', 'airPollution', 'traffic']);
  await page.goBack();
  await eventually(async () => (await checkedLayers(page)).join() === 'pesticides,airPollution', { message: 'defaults restored' });

  await page.goForward();
  await page.goForward();
  await page.goForward();
  await countyCard(page, 'Los Angeles').waitFor();
  assert.deepEqual(await checkedLayers(page), ['airPollution', 'traffic']);

  await countyCard(page, 'Los Angeles').getByRole('button', { name: 'Close' }).click();
  await page.waitForFunction(() => new URL(location.href).searchParams.get('county') === null);
});

app.test(
  'Copy link copies the current view',
  { path: '/?layers=pesticides,traffic&county=06037', contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] } },
  async ({ page }) => {
    const card = countyCard(page, 'Los Angeles');
    await card.getByRole('button', { name: 'Copy link' }).click();
    await expectToast(page, 'Link Copied', 'A link to this view has been copied to your clipboard.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const url = new URL(copied);
    assert.equal(url.origin, new URL(page.url()).origin);
    assert.equal(url.searchParams.get('county'), '06037');
    assert.deepEqual(layerSet(url.searchParams.get('layers')), ['pesticides', 'traffic']);
  },
);

app.test('Copy link reports a blocked clipboard', { path: null }, async ({ page, context, url }) => {
  // Simulate a browser that refuses clipboard writes (permission denied).
  await context.addInitScript(() => {
    const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    if (navigator.clipboard) navigator.clipboard.writeText = refuse;
    else Object.defineProperty(navigator, 'clipboard', { value: { writeText: refuse } });
  });
  await page.goto(url + '/?county=06037');
  await countyCard(page, 'Los Angeles').getByRole('button', { name: 'Copy link' }).click();
  await expectToast(page, 'Copy Failed', 'Your browser blocked clipboard access. Copy the address bar instead.');
});

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: a link to a tract far from its county's middle shows that tract (San Clemente Island, off Los Angeles County)`, { viewport, path: '/?data=measured&tract=06037599100' }, async ({ page }) => {
    await page.getByRole('heading', { name: /^Census tract 5991, Los Angeles County, CA$/ }).waitFor({ timeout: 15_000 });
    // The selected tract's outline (its SVG path) lies wholly inside the map's box.
    const inside = await eventually(
      () =>
        page.evaluate(() => {
          const map = document.querySelector('.leaflet-container')?.getBoundingClientRect();
          const outline = [...document.querySelectorAll('.leaflet-county-outline-pane path')].at(-1)?.getBoundingClientRect();
          if (!map || !outline || outline.width === 0) return false;
          return outline.left >= map.left && outline.right <= map.right && outline.top >= map.top && outline.bottom <= map.bottom;
        }),
      { timeout: 15_000, message: "the tract's outline in the map's box" },
    );
    assert.ok(inside);
  });
}
