// The Superfund sites with TCE or PCE in the Measured view (issue 44): Onslow County's card names Camp
// Lejeune and its nearest site; the site's link opens its card with TCE in groundwater at 14,000 ug/l
// and the sentence on what the figure is; the layer switched on fetches the sites, draws them and is
// kept in the link; a search of the site's name opens it, takes the map to it and marks it there with
// the layer off, and one of a solvent shows the layer; axe finds nothing on the card. In English and
// Spanish, on a desktop and a phone.
// Every test also fails on console errors and CSP violations (harness).
import assert from 'node:assert/strict';
import { apiPath, eventually, screenshot, settledZoom, useApp } from './support/harness.mjs';
import { AXE_SCAN, expectNoViolations } from './support/axe.mjs';
import { spanishText } from './support/leftovers.mjs';
import { search } from './support/page-helpers.mjs';

const app = useApp();
const CAMP_LEJEUNE = 'CAMP LEJEUNE MILITARY RES. (USNAVY)';

const LANGUAGES = {
  en: {
    home: '/',
    layer: 'Superfund sites with TCE or PCE',
    tce: 'TCE (trichloroethylene)',
    reading: 'Groundwater: 14,000 ug/l (ROD)',
    note: "not a measure of anyone's drinking water or exposure",
    state: 'North Carolina',
    county: 'Onslow County, NC',
  },
  es: {
    home: '/es/',
    // The state in the page's language, as its search names it.
    state: 'Carolina del Norte',
    county: 'Condado de Onslow, NC',
    layer: spanishText('sites.layerName'),
    tce: 'TCE (tricloroetileno)',
    reading: 'Agua subterránea: 14,000 ug/l (ROD)',
    note: 'no una medida del agua potable ni de la exposición de nadie',
  },
};

for (const [lang, words] of Object.entries(LANGUAGES)) {
  for (const viewport of ['desktop', 'phone']) {
    app.test(`${lang} ${viewport}: Onslow County's card names Camp Lejeune and the nearest site`, { viewport, path: `${words.home}?data=measured&county=37133` }, async ({ page }) => {
      const sites = page.locator('section.county-card:not(#card-preview > section) .county-card-sites');
      await sites.waitFor();
      const stateLine = page.locator('section.county-card:not(#card-preview > section) .county-card-state').first();
      assert.equal(await stateLine.innerText(), words.state);
      const said = await sites.innerText();
      assert.ok(said.includes(CAMP_LEJEUNE), said);
      assert.match(said, lang === 'en' ? /Nearest to the county's centre point .*: .+, [\d.]+ km away\./ : /El más cercano al punto central del condado .*: .+, a [\d.,]+ km\./);
      await screenshot(page, `sites-onslow-${lang}-${viewport}`);
    });

    app.test(`${lang} ${viewport}: the site's link shows TCE in groundwater at 14,000 ug/l`, { viewport, path: `${words.home}?data=measured&site=NC6170022580`, ...AXE_SCAN }, async ({ page }) => {
      const card = page.getByRole('region', { name: CAMP_LEJEUNE });
      await card.waitFor();
      await card.getByRole('heading', { name: words.tce }).waitFor();
      const said = await card.innerText();
      assert.ok(said.includes(words.reading), said);
      assert.ok(said.includes('NC6170022580'), said);
      assert.ok(said.includes(words.county), said);
      assert.ok(said.includes(words.note), said);
      await screenshot(page, `sites-card-${lang}-${viewport}`);
      await expectNoViolations(page, `site card ${lang} ${viewport}`);
    });
  }

  app.test(`${lang}: the layer fetches the sites and their code when it is switched on, draws them and stays in the link`, { path: `${words.home}?data=measured` }, async ({ page }) => {
    const asked = [];
    const code = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === apiPath('sites')) asked.push(pathname);
      if (/^\/assets\/SitesLayer-.+\.js$/.test(pathname)) code.push(pathname);
    });
    const box = page.getByRole('checkbox', { name: words.layer }).first();
    await box.waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('riskmap:shapes-drawn').length > 0);
    await page.waitForLoadState('networkidle');
    assert.deepEqual([asked.length, code.length], [0, 0], 'neither the sites nor their code are fetched before the layer is shown');
    await box.check();
    await eventually(() => asked.length === 1 && code.length === 1, { message: 'the sites and their code are fetched' });
    await page.locator('canvas.sites-canvas').waitFor();
    await eventually(async () => new URL(page.url()).searchParams.get('layers')?.split(',').includes('solvents'), { message: 'the link keeps the layer' });
    await screenshot(page, `sites-layer-${lang}`);
  });
}

/** Where a point is on the page, from the map's tile that holds it at a zoom (Web Mercator, as Leaflet's default CRS); null while that tile is not on the map. */
function pointOnPage(page, { lat, lon }, zoom) {
  const size = 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  const x = ((lon + 180) / 360) * size;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size;
  return page.evaluate(
    ({ tile, within }) => {
      const img = [...document.querySelectorAll('.leaflet-tile')].find((i) => i.src.endsWith(tile));
      if (!img) return null;
      const box = img.getBoundingClientRect();
      return { x: box.left + within.x * box.width, y: box.top + within.y * box.height };
    },
    { tile: `/${zoom}/${Math.floor(x)}/${Math.floor(y)}.png`, within: { x: x % 1, y: y % 1 } },
  );
}

/**
 * The sites' canvas's dark pixels (a diamond's fill) about a point of the page: whether the point is
 * one, and how many lie farther from it than a chosen site's diamond reaches (another site drawn).
 * Null without the canvas.
 */
function darkPixelsAbout(page, point) {
  return page.evaluate(({ x, y }) => {
    const canvas = document.querySelector('canvas.sites-canvas');
    if (!canvas) return null;
    const box = canvas.getBoundingClientRect();
    const ratio = canvas.width / box.width;
    const [cx, cy] = [(x - box.x) * ratio, (y - box.y) * ratio];
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const dark = (i) => data[i * 4 + 3] === 255 && data[i * 4] < 60;
    let away = 0;
    for (let i = 0; i < canvas.width * canvas.height; i++) {
      if (dark(i) && Math.hypot((i % canvas.width) - cx, Math.floor(i / canvas.width) - cy) > 12 * ratio) away++;
    }
    return { atPoint: dark(Math.round(cy) * canvas.width + Math.round(cx)), away };
  }, point);
}

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: "Camp Lejeune" opens the site's card and brings it into view; "trichloroethylene" shows the layer`, { viewport, path: '/?data=measured' }, async ({ page }) => {
    await search(page, viewport, 'Camp Lejeune');
    await page.getByRole('region', { name: CAMP_LEJEUNE }).waitFor();
    // The map goes to the site, at the zoom a county found by search opens at.
    await settledZoom(page, { expect: 8 });
    const map = await page.locator('.leaflet-container').first().boundingBox();
    const site = await pointOnPage(page, { lat: 34.717781, lon: -77.342919 }, 8);
    assert.ok(site, 'the tile holding the site is on the map');
    assert.ok(Math.abs(site.x - (map.x + map.width / 2)) < 2 && Math.abs(site.y - (map.y + map.height / 2)) < 2, `the site is at the map's centre: ${JSON.stringify({ site, map })}`);
    assert.equal(await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.county-card')), site), false, 'no card covers the site');
    // The layer is off: the chosen site's diamond alone marks it.
    const drawn = await eventually(async () => {
      const pixels = await darkPixelsAbout(page, site);
      return pixels?.atPoint && pixels;
    }, { message: "the site's diamond at its point" });
    assert.equal(drawn.away, 0, 'no other site is drawn while the layer is off');
    await screenshot(page, `sites-camp-lejeune-found-${viewport}`);
    await search(page, viewport, 'trichloroethylene');
    await eventually(async () => new URL(page.url()).searchParams.get('layers')?.split(',').includes('solvents'), { message: 'the layer is shown' });
  });
}

// The card of a place a search opened measures from the place's point (Jacksonville's, 2.8 km from
// the cleaners), where the county's link measures from the county's (5.6 km); the same county opened
// from its link again says the county's.
for (const [lang, viewport] of [['en', 'desktop'], ['es', 'phone']]) {
  const words = LANGUAGES[lang];
  app.test(`${lang} ${viewport}: "Jacksonville, NC" opens Onslow County's card with the site nearest Jacksonville`, { viewport, path: `${words.home}?data=measured` }, async ({ page }) => {
    await search(page, viewport, 'Jacksonville, NC');
    const sites = page.locator('section.county-card .county-card-sites');
    const nearest =
      lang === 'en'
        ? 'Nearest to Jacksonville, NC, the place you searched: ABC ONE HOUR CLEANERS, 2.8 km away.'
        : 'El más cercano a Jacksonville, NC, el lugar que buscó: ABC ONE HOUR CLEANERS, a 2.8 km.';
    await eventually(async () => (await sites.innerText().catch(() => '')).includes(nearest), { message: `the card says: ${nearest}` });
    assert.match(await sites.innerText(), lang === 'en' ? /lie in this county: .*CAMP LEJEUNE/ : /están en este condado: .*CAMP LEJEUNE/);
    await screenshot(page, `sites-jacksonville-${lang}-${viewport}`);
    await page.goto(page.url());
    await page.locator('section.county-card:not(#card-preview > section) .county-card-sites').waitFor();
    assert.match(await page.locator('section.county-card:not(#card-preview > section) .county-card-sites').innerText(), /ABC ONE HOUR CLEANERS, (a )?5\.6 km/);
  });
}

app.test('the sites are not in the first load of a Measured county link', { path: null }, async ({ page, url }) => {
  const asked = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`${url}/?data=measured&county=37133`);
  await page.locator('section.county-card:not(#card-preview > section) .county-card-sites').waitFor();
  assert.ok(!asked.includes(apiPath('sites')), 'no /api/sites');
});
