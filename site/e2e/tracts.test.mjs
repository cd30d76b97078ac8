// California's census tracts in the Measured view (issue 37): zoomed into Fresno the map draws its
// tracts, the hover card and the tract card name tract 10 and give its CalEnviroScreen 4.0 figures
// with California percentiles, the card says in one line why they are not its county's and links to
// the county's card, it counts its county's Superfund sites with TCE or PCE and names the one nearest
// the tract (the report names them all), its icon saves the tract's row of the tracts' download, and axe finds nothing on it; in English and Spanish, on a desktop and a phone;
// and finding a tract by ZIP, place or position (below).
// Every test also fails on console errors and CSP violations (harness).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { apiPath, countyCard, eventually, expectToast, mapCentre, screenshot, settledZoom, useApp, waitForHydration } from './support/harness.mjs';
import { openSearchBox, search, searchBox } from './support/page-helpers.mjs';
import { AXE_SCAN, expectNoViolations } from './support/axe.mjs';
import { spanishText } from './support/leftovers.mjs';

const app = useApp();
const FRESNO = { fips: '06019', lat: 36.7584, lon: -119.6545 };
/** Tract 06019001000's point as CalEnviroScreen 4.0 gives it (data/ces4/ces4_results.csv), inside the tract. */
const TRACT_10 = { lat: 36.6977507, lon: -119.804314 };

/** Web Mercator pixel position of a point at a zoom, as Leaflet's default CRS places it. */
function worldPixel(lat, lon, zoom) {
  const size = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((lon + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

const LANGUAGES = {
  en: {
    home: '/',
    county: 'Fresno',
    zoomIn: 'Zoom In',
    close: 'Close',
    toggle: 'Toggle sidebar',
    title: 'Census tract 10, Fresno County, CA',
    pm25: 'Air Pollution (PM2.5): 13.55 µg/m³ (2015-2017), California percentile 96',
    diesel: 'Diesel PM: 0.097 emissions (2016), California percentile 36',
    population: 'Population: 4,255 (ACS 2015-2019 estimate)',
    zip: 'ZIP Code 93706',
    about: 'Tracts describe places, not people',
    legend: 'California percentile (CalEnviroScreen 4.0)',
    countyCard: 'Compare with Fresno County',
    differs: 'Not Fresno County’s national figures: CalEnviroScreen 4.0’s, of other years, ranked within California, with pesticides counted where they are applied.',
    tracts: 'Show its census tracts',
    viewDetails: 'View Details',
    report: 'Census tract 10, Fresno County, CA: tract report',
    why: 'Why this layer',
    sites: '2 Superfund sites with TCE or PCE lie in Fresno County.',
    nearestSite: "Nearest to the tract's centre point: FRESNO MUNICIPAL SANITARY LANDFILL, 2.1 km away.",
    exportRow: 'Export census tract data',
    exported: 'Export Successful',
    exportedText: 'Census tract 10, Fresno County, CA has been exported to CSV file.',
  },
  es: {
    home: '/es/',
    county: 'Fresno',
    zoomIn: spanishText('map.zoomIn'),
    close: spanishText('card.close'),
    toggle: spanishText('sidebar.toggle'),
    title: 'Sector censal 10, condado de Fresno, CA',
    pm25: 'Contaminación del aire (PM2.5): 13.55 µg/m³ (2015-2017), percentil de California 96',
    diesel: 'Partículas de diésel: 0.097 emisiones (2016), percentil de California 36',
    population: 'Población: 4,255 (estimación de la ACS 2015-2019)',
    zip: 'Código postal 93706',
    about: 'Los sectores censales describen lugares, no personas',
    legend: 'percentil de California (CalEnviroScreen 4.0)',
    countyCard: 'Comparar con el condado de Fresno',
    differs:
      'No son las cifras nacionales del condado de Fresno: son las de CalEnviroScreen 4.0, de otros años, clasificadas dentro de California, con los plaguicidas contados donde se aplican.',
    tracts: spanishText('card.tracts'),
    viewDetails: spanishText('card.viewDetails'),
    report: 'Sector censal 10, condado de Fresno, CA: informe del sector censal',
    why: spanishText('report.whyHeading'),
    sites: '2 sitios Superfund con TCE o PCE están en el condado de Fresno.',
    nearestSite: 'El más cercano al punto central del sector censal: FRESNO MUNICIPAL SANITARY LANDFILL, a 2.1 km.',
    exportRow: spanishText('tractCard.export'),
    exported: spanishText('export.successful'),
    exportedText: 'Los datos de Sector censal 10, condado de Fresno, CA se exportaron a un archivo CSV.',
  },
};

for (const [lang, words] of Object.entries(LANGUAGES)) {
  for (const viewport of ['desktop', 'phone']) {
    app.test(`${lang} ${viewport}: Fresno's tracts at zoom 10, tract 10's hover card, card and report, its county's card`, { viewport, path: null, ...AXE_SCAN }, async ({ page, url }) => {
      const tractFiles = [];
      page.on('request', (request) => /\/api\/tract\//.test(request.url()) && tractFiles.push(new URL(request.url()).pathname));
      await page.goto(`${url}${words.home}?data=measured&county=${FRESNO.fips}`);
      const card = countyCard(page, words.county);
      await card.waitFor({ timeout: 15_000 });
      await settledZoom(page, { expect: 8 });
      await card.getByRole('button', { name: words.close, exact: true }).click();
      await card.waitFor({ state: 'detached' });
      const toggle = page.getByRole('button', { name: words.toggle });
      if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();

      const zoomIn = page.getByRole('button', { name: words.zoomIn }).locator('visible=true').first();
      await zoomIn.click();
      await settledZoom(page, { expect: 9 });
      await zoomIn.click();
      await settledZoom(page, { expect: 10 });
      await eventually(() => tractFiles.includes(apiPath('tractShapes') + '06019') && tractFiles.includes(apiPath('tractFigures') + '06019'), { message: "Fresno's tract files fetched" });
      await page.getByText(words.legend).first().waitFor();

      // Tract 10, 10 zoom steps in: where its point is relative to the county point the map centres on.
      const centre = await mapCentre(page);
      const here = worldPixel(TRACT_10.lat, TRACT_10.lon, 10);
      const origin = worldPixel(FRESNO.lat, FRESNO.lon, 10);
      const point = { x: centre.x + here.x - origin.x, y: centre.y + here.y - origin.y };
      const tooltip = page.locator('.leaflet-tooltip .county-tooltip');
      await eventually(
        async () => {
          await page.mouse.move(point.x + 1, point.y);
          await page.mouse.move(point.x, point.y);
          return (await tooltip.count()) > 0 && (await tooltip.first().innerText()).includes(words.title);
        },
        { message: `the hover card names ${words.title}` },
      );
      assert.match(await tooltip.first().innerText(), new RegExp(words.pm25.replace(/[.()]/g, '\\$&')));
      await screenshot(page, `tracts-${lang}-${viewport}-hover`);

      await page.mouse.click(point.x, point.y);
      const tractCard = countyCard(page, words.title);
      await tractCard.waitFor({ timeout: 10_000 });
      // The county's Superfund sites come with its state's population file, after the card.
      await tractCard.getByText(`${words.sites} ${words.nearestSite}`, { exact: true }).waitFor();
      const cardText = await tractCard.innerText();
      for (const expected of [words.pm25, words.diesel, words.population, words.zip, words.about, words.differs, 'OEHHA', 'CalEnviroScreen 4.0']) {
        assert.ok(cardText.includes(expected), `the tract card says "${expected}":\n${cardText}`);
      }
      await screenshot(page, `tracts-${lang}-${viewport}-card`);
      await tractCard.getByRole('button', { name: words.countyCard }).scrollIntoViewIfNeeded();
      await screenshot(page, `tracts-${lang}-${viewport}-card-county-line`);
      await expectNoViolations(page, `${lang} ${viewport} tract card`);

      // The report: the layer's studies and what the figures are, closed by Escape back to the card.
      await tractCard.getByRole('button', { name: words.viewDetails }).click();
      const report = page.getByRole('dialog', { name: words.report });
      await report.waitFor();
      await report.locator('[data-report-ready="true"]').waitFor();
      const reportText = await report.innerText();
      for (const expected of [words.pm25, words.why, words.about, words.nearestSite]) assert.ok(reportText.includes(expected), `the tract report says "${expected}"`);
      for (const site of ['FRESNO MUNICIPAL SANITARY LANDFILL', 'PURITY OIL SALES, INC.']) await report.getByRole('link', { name: site, exact: true }).waitFor();
      assert.ok((await report.locator('a[href^="https://doi.org/"]').count()) > 0, 'the tract report links its studies');
      await screenshot(page, `tracts-${lang}-${viewport}-report`);
      await expectNoViolations(page, `${lang} ${viewport} tract report`);
      await page.keyboard.press('Escape');
      await report.waitFor({ state: 'detached' });
      await tractCard.waitFor();

      // The card's icon saves the tract's line of the tracts' download, with its header.
      const [download] = await Promise.all([page.waitForEvent('download'), tractCard.getByRole('button', { name: words.exportRow, exact: true }).click()]);
      assert.equal(download.suggestedFilename(), 'ca-tracts-calenviroscreen4-06019001000.csv');
      const [header, ...lines] = (await (await fetch(url + apiPath('exportTracts'))).text()).split('\n');
      assert.equal(await readFile(await download.path(), 'utf8'), `${header}\n${lines.find((line) => line.startsWith('06019001000,'))}\n`);
      await expectToast(page, words.exported, words.exportedText);

      await tractCard.getByRole('button', { name: words.countyCard }).click();
      await countyCard(page, words.county).waitFor();
      assert.equal(await tractCard.count(), 0, 'the county card takes the tract card’s place');
      const link = new URL(page.url()).searchParams;
      assert.deepEqual([link.get('county'), link.get('data')], [FRESNO.fips, 'measured'], 'the county’s link, in the Measured view');
      await screenshot(page, `tracts-${lang}-${viewport}-county-card`);

      // And the county's card leads to its tracts: the whole county at the tracts' zoom, the card closed.
      await countyCard(page, words.county).getByRole('button', { name: words.tracts, exact: true }).click();
      await countyCard(page, words.county).waitFor({ state: 'detached' });
      assert.ok((await settledZoom(page)) >= 8, 'the map is at the tracts’ zoom');
      await page.getByText(words.legend).first().waitFor();
    });
  }
}

app.test('the Demo link, and a Measured county link outside California, fetch no tract file', { path: null }, async ({ page, url }) => {
  const tractFiles = [];
  page.on('request', (request) => /\/api\/tract\//.test(request.url()) && tractFiles.push(request.url()));
  await page.goto(url + '/');
  await page.getByText('Loading environmental data...').waitFor({ state: 'hidden' });
  await page.goto(`${url}/?data=measured&county=17031`);
  await countyCard(page, 'Cook').waitFor({ timeout: 15_000 });
  await settledZoom(page, { expect: 8 });
  assert.deepEqual(tractFiles, []);
});

// Find (issue 37, item 4) in the Measured view: a ZIP of several tracts keeps its county shown and
// lists the tracts to choose from; a place's suggestion names the tract holding its point, which
// choosing it (or searching for it) opens; "Use my location" opens the tract under the visitor.
const DOWNTOWN_FRESNO = { latitude: 36.7378, longitude: -119.7871 }; // in tract 6 (06019000600)

const FIND = {
  en: {
    home: '/',
    countyFound: 'County Found',
    zipTracts: 'ZIP 93721 has 4 census tracts: choose yours in the list to see its figures. Viewing Fresno.',
    tracts: ['Census tract 1, Fresno County, CA', 'Census tract 4, Fresno County, CA', 'Census tract 5.01, Fresno County, CA', 'Census tract 6, Fresno County, CA'],
    // What the list names them by, in the same order, each above its title.
    tractNames: ['west', 'south-east', 'north-east', 'north-west'].map((side) => `Fresno, ${side} part of ZIP 93721`),
    fresnoPlace: 'Fresno, CA · Fresno County Census tract 49.01, Fresno County, CA',
    tract4901: 'Census tract 49.01, Fresno County, CA',
    placeFound: 'Place Found',
    clovis: 'Clovis, CA is in Fresno County. Viewing census tract 57.02, at its centre; for your own tract, search for your ZIP code or use your location.',
    tract5702: 'Census tract 57.02, Fresno County, CA',
    tractFound: 'Census Tract Found',
    located: 'Your location is in Census tract 6, Fresno County, CA. Viewing its figures.',
    useMyLocation: 'Use my location',
    toggle: 'Toggle sidebar',
  },
  es: {
    home: '/es/',
    countyFound: spanishText('showCounty.countyFound'),
    zipTracts: 'El código postal 93721 tiene 4 sectores censales: elija el suyo en la lista para ver sus datos. Mostrando Fresno.',
    tracts: ['1', '4', '5.01', '6'].map((n) => `Sector censal ${n}, condado de Fresno, CA`),
    tractNames: ['oeste', 'sureste', 'noreste', 'noroeste'].map((side) => `Fresno, zona ${side} del código postal 93721`),
    fresnoPlace: 'Fresno, CA · Condado de Fresno Sector censal 49.01, condado de Fresno, CA',
    tract4901: 'Sector censal 49.01, condado de Fresno, CA',
    placeFound: spanishText('search.placeFound'),
    clovis:
      'Clovis, CA está en el condado de Fresno. Mostrando el sector censal 57.02, en su centro; para ver su propio sector, busque su código postal o use su ubicación.',
    tract5702: 'Sector censal 57.02, condado de Fresno, CA',
    tractFound: spanishText('showCounty.tractFound'),
    located: 'Su ubicación está en: Sector censal 6, condado de Fresno, CA. Mostrando sus datos.',
    useMyLocation: spanishText('locate.useMyLocation'),
    toggle: spanishText('sidebar.toggle'),
  },
};

/**
 * The ZIP's four tracts listed by name, each with its title below, and the search's toast off the
 * list and the search box (on a phone it goes to the bottom while the box is open).
 */
async function expectZipTracts(page, words, toast) {
  const list = page.getByRole('listbox');
  const options = list.getByRole('option');
  await eventually(async () => (await options.count()) === 4, { message: "the ZIP's four tracts listed" });
  assert.deepEqual(await options.locator('.search-suggestion-detail').allInnerTexts(), words.tracts);
  assert.deepEqual(
    await options.evaluateAll((items) => items.map((item) => item.querySelector('.search-suggestion-text').firstChild.textContent.trim())),
    words.tractNames,
  );
  // Each is pictured where it lies among the others, for the eye alone (its words name it): four pictures, each marking another tract.
  const marked = await options.evaluateAll((items) =>
    items.map((item) => {
      const picture = item.querySelector('svg.search-suggestion-locator[aria-hidden="true"]');
      return picture?.querySelector('.search-suggestion-locator-area').getAttribute('d');
    }),
  );
  assert.equal(new Set(marked.filter(Boolean)).size, 4, `four tracts marked, one in each picture: ${marked.map((d) => d?.slice(0, 20))}`);
  const picture = await options.first().locator('svg').boundingBox();
  assert.ok(picture.width >= 32 && picture.height >= 32, `the picture is ${picture.width}x${picture.height} px`);
  const apart = (a, b) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  const toastBox = await toast.boundingBox();
  for (const [what, locator] of [['the list', list], ['the search box', searchBox(page)]]) {
    const box = await locator.boundingBox();
    assert.ok(apart(toastBox, box), `the toast ${JSON.stringify(toastBox)} is off ${what} ${JSON.stringify(box)}`);
  }
  return list;
}

for (const [lang, words] of Object.entries(FIND)) {
  for (const viewport of ['desktop', 'phone']) {
    const options = { viewport, path: null, contextOptions: { bypassCSP: true, geolocation: DOWNTOWN_FRESNO, permissions: ['geolocation'] } };
    app.test(`${lang} ${viewport}: a ZIP lists its tracts, a place opens the tract holding its point, and so does "Use my location"`, options, async ({ page, url }) => {
      await page.goto(`${url}${words.home}?data=measured`);
      await waitForHydration(page);

      // A ZIP of four tracts: Fresno shown as before, its tracts listed to choose from.
      await search(page, viewport, '93721');
      await expectZipTracts(page, words, await expectToast(page, words.countyFound, words.zipTracts));
      assert.equal(new URL(page.url()).searchParams.get('county'), '06019', 'the county stays shown');
      await screenshot(page, `find-${lang}-${viewport}-zip`);
      await expectNoViolations(page, `${lang} ${viewport} a ZIP's tracts listed`);
      await searchBox(page).press('ArrowDown');
      await searchBox(page).press('ArrowDown');
      await searchBox(page).press('ArrowDown');
      await searchBox(page).press('ArrowDown');
      await searchBox(page).press('Enter');
      await countyCard(page, words.tracts[3]).waitFor({ timeout: 10_000 });
      assert.equal(new URL(page.url()).searchParams.get('tract'), '06019000600');
      // Picked from the search box, the tract's card has focus on its heading, as a county's does; Escape closes it.
      const heading = page.getByRole('heading', { name: words.tracts[3] });
      await eventually(() => heading.evaluate((element) => document.activeElement === element), { message: "focus on the tract card's heading" });
      await page.keyboard.press('Escape');
      await countyCard(page, words.tracts[3]).waitFor({ state: 'detached' });

      // A place's suggestion names its tract below it; choosing it opens the tract.
      const box = await openSearchBox(page, viewport);
      await box.fill('Fresno, CA');
      const fresno = page.getByRole('option', { name: words.fresnoPlace });
      await fresno.waitFor();
      assert.equal(await fresno.locator('.search-suggestion-detail').innerText(), words.tract4901);
      await screenshot(page, `find-${lang}-${viewport}-place-suggestion`);
      await fresno.click();
      await countyCard(page, words.tract4901).waitFor({ timeout: 10_000 });
      assert.equal(new URL(page.url()).searchParams.get('tract'), '06019004901');

      // A place searched for opens its tract too.
      await search(page, viewport, 'Clovis');
      await expectToast(page, words.placeFound, words.clovis);
      await countyCard(page, words.tract5702).waitFor({ timeout: 10_000 });

      // "Use my location" downtown: its tract's card.
      const toggle = page.getByRole('button', { name: words.toggle });
      // The search's toast may sit over the header on a phone: the toggle is pressed as such.
      if (viewport === 'phone' && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.dispatchEvent('click');
      await page.getByRole('button', { name: words.useMyLocation }).locator('visible=true').first().click();
      await expectToast(page, words.tractFound, words.located);
      await countyCard(page, words.tracts[3]).waitFor({ timeout: 10_000 });
      assert.equal(new URL(page.url()).searchParams.get('tract'), '06019000600');
      await screenshot(page, `find-${lang}-${viewport}-located`);
      await expectNoViolations(page, `${lang} ${viewport} the tract under the visitor`);
    });
  }
}

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: choosing a ZIP's suggestion while typing lists the ZIP's tracts, as Enter does`, { viewport, path: '/?data=measured' }, async ({ page }) => {
    const box = await openSearchBox(page, viewport);
    await box.fill('93721');
    await page.getByRole('option', { name: /^ZIP 93721/ }).click();
    const list = await expectZipTracts(page, FIND.en, await expectToast(page, FIND.en.countyFound, FIND.en.zipTracts));
    assert.equal(await searchBox(page).inputValue(), '93721');
    await list.getByRole('option', { name: FIND.en.tracts[3] }).click();
    await countyCard(page, FIND.en.tracts[3]).waitFor({ timeout: 10_000 });
    assert.equal(new URL(page.url()).searchParams.get('tract'), '06019000600');
  });
}
