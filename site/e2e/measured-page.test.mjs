// A Measured link is the Measured page from its first paint (issue 33): netlify.toml rewrites
// `?data=measured` to the view's own prerendered page, in both languages, so on a slow connection
// (400 kbit/s, 400 ms round trip) no moment shows the Demo's words, and the Demo's fixed 1 s cover
// never covers the Measured map. The page's text is sampled every 100 ms from the document's start
// until the map is drawn.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { ROOT, eventually, screenshot, useApp, waitForHydration, waitForMarkers } from './support/harness.mjs';

const app = useApp();

const SLOW = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
const catalog = (lang) => JSON.parse(readFileSync(path.join(ROOT, `site/locales/${lang}.json`), 'utf8'));

/**
 * The words only the Demo view shows, in a language: its subtitle, intro and tiles, the note that its
 * scores are random, its sources' date and its 1 s cover over the map. Messages with arguments are
 * cut at their first argument.
 */
function demoOnlyTexts(lang) {
  const messages = catalog(lang);
  const ids = ['demo.subtitle', 'intro.demoText', 'intro.demoHigh', 'intro.demoModerate', 'view.demoNote', 'sources.lastUpdated', 'map.loadingOverlay', 'demo.disclaimer'];
  return ids.map((id) => {
    assert.ok(messages[id], `${lang}.json has ${id}`);
    return messages[id].split('{')[0].trim();
  });
}

// Runs in the page before its HTML is parsed: the visible text (innerText leaves out what is hidden)
// every 100 ms, and each time the text changes in between (a mutation), with the time.
const SAMPLER = `
  window.__texts = [];
  const sample = () => {
    const text = document.body ? document.body.innerText : '';
    const last = window.__texts[window.__texts.length - 1];
    if (text && (!last || last.text !== text)) window.__texts.push({ at: performance.now(), text });
  };
  setInterval(sample, 100);
  new MutationObserver(sample).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
`;

/** Opens a link on the slow profile and returns the texts it showed until its map was drawn. */
async function textsUntilDrawn(page, url, link) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW);
  await page.addInitScript({ content: SAMPLER });
  await page.goto(url + link, { waitUntil: 'commit', timeout: 60_000 });
  await waitForMarkers(page, 90_000);
  await page.waitForTimeout(1_500);
  return page.evaluate(() => window.__texts);
}

const cases = [
  { lang: 'en', link: '/?data=measured&county=06019', measured: catalog('en')['intro.measuredHigh'] },
  { lang: 'es', link: '/es/?data=measured&county=06019', measured: catalog('es')['intro.measuredHigh'] },
  // The link the build's picture of the map is shown for.
  { lang: 'en', link: '/?data=measured', measured: catalog('en')['intro.measuredHigh'] },
];

for (const { lang, link, measured } of cases) {
  app.test(`${link} shows no Demo words at any moment on a slow connection, and its first paint is the Measured page`, { path: null }, async ({ page, url }) => {
    const texts = await textsUntilDrawn(page, url, link);
    assert.ok(texts.length >= 3, `the text was sampled as it changed (${texts.length} samples)`);
    // The HTML arrives in pieces on this link, and the browser shows what it has: the header first,
    // its subtitle possibly cut where a piece ended. The first whole subtitle is the Measured page's.
    const words = catalog(lang);
    const subtitles = [words['measured.subtitle'], words['demo.subtitle']];
    const first = texts.find((sample) => subtitles.some((subtitle) => sample.text.includes(subtitle)));
    assert.ok(first?.text.includes(words['measured.subtitle']), `the first page shown is the Measured page: ${first?.text.slice(0, 300)}`);
    assert.ok(texts.some((sample) => sample.text.includes(measured)), 'the Measured tiles were shown');
    for (const demo of demoOnlyTexts(lang)) {
      const seen = texts.find((sample) => sample.text.includes(demo));
      assert.equal(seen, undefined, `"${demo}" shown at ${seen?.at.toFixed(0)} ms`);
    }
    assert.equal(await page.locator('.map-overlay').count(), 0, 'no full cover over the Measured map');
    assert.equal(await page.locator('.app').getAttribute('data-view'), 'measured');
    await screenshot(page, `measured-page-slow-${lang}`);
  });
}

app.test('the Demo link keeps its 1 s cover over the map, and its page is the Demo one', { path: null }, async ({ page, url }) => {
  await page.goto(url + '/');
  await page.locator('.map-overlay').getByText('Loading environmental data...').waitFor({ timeout: 15_000 });
  assert.equal(await page.locator('.app').getAttribute('data-view'), 'demo');
  await page.locator('.map-overlay').waitFor({ state: 'hidden', timeout: 10_000 });
});

app.test('a Measured link on the Demo page by its name (/index.html) still shows the Measured view', { path: null }, async ({ page, url }) => {
  await page.goto(url + '/index.html?data=measured');
  await page.getByText('High Exposure Counties').waitFor({ timeout: 15_000 });
  await waitForMarkers(page);
  assert.equal(await page.getByRole('radio', { name: 'Measured data' }).first().isChecked(), true);
  assert.equal(await page.locator('.map-overlay').count(), 0);
});

// The picture of the default map the build draws into the Measured page (site/vite/mapPreview).
const APP_CODE = /\/assets\/hydrate-[^/]+\.js$/;
const PICTURE = /\/assets\/map-preview-/;

/** Holds the app's code until the returned function is called: until then the page is its HTML and inline script. */
async function holdAppCode(page) {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(APP_CODE, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The map box's pixels as RGBA, from a screenshot decoded with Skia; on a phone the drawer and its backdrop, open over the map, are hidden first. */
async function mapPixels(page) {
  await page.evaluate(() => {
    for (const over of document.querySelectorAll('#sidebar, .drawer-backdrop')) over.style.visibility = 'hidden';
  });
  const box = await page.locator('.map-frame').boundingBox();
  const png = await page.screenshot({ clip: box });
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return { width: image.width, height: image.height, data: context.getImageData(0, 0, image.width, image.height).data };
}

/** Mean difference per channel over the middle of the box, below the legend a phone shows at its top, with the second picture moved by dx, dy. */
function meanDifference(a, b, dx, dy) {
  let sum = 0;
  let count = 0;
  for (let y = Math.round(a.height * 0.45); y < a.height * 0.8; y++) {
    for (let x = Math.round(a.width * 0.3); x < a.width * 0.7; x++) {
      const p = (y * a.width + x) * 4;
      const q = ((y + dy) * b.width + x + dx) * 4;
      for (let c = 0; c < 3; c++) sum += Math.abs(a.data[p + c] - b.data[q + c]);
      count += 3;
    }
  }
  return sum / count;
}

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: a Measured link shows the build's picture of its map before the app runs, and the live map takes over in its place`, { viewport, path: null }, async ({ page, url }) => {
    const release = await holdAppCode(page);
    await page.goto(url + '/?data=measured');
    const picture = page.locator('.map-preview');
    await page.waitForFunction(() => {
      const img = document.querySelector('.map-preview');
      return img?.complete && img.naturalWidth > 0 && getComputedStyle(img).display !== 'none';
    });
    assert.equal(await page.locator('.leaflet-container').count(), 0, 'the app has not run');
    assert.equal(await page.locator('.data-loading-pill').isVisible(), false, 'no loading pill over the drawn map');
    const before = await mapPixels(page);
    release();
    await waitForMarkers(page);
    assert.equal(await picture.isVisible(), false, 'the picture is gone once the live map has drawn');
    await page.waitForTimeout(1_000);
    const after = await mapPixels(page);
    const offsets = [];
    for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) offsets.push({ dx, dy, mean: meanDifference(before, after, dx, dy) });
    offsets.sort((a, b) => a.mean - b.mean);
    assert.deepEqual([offsets[0].dx, offsets[0].dy], [0, 0], `the live map draws where the picture was: ${JSON.stringify(offsets.slice(0, 3))}`);
    // The picture is lossy WebP: close, not equal (about 9 per channel here); the same map 3 device pixels off differs by about 28.
    assert.ok(offsets[0].mean < 15, `the picture shows what the live map draws: mean difference ${offsets[0].mean.toFixed(1)} per channel`);
  });
}

app.test('a Measured link to a county or with other layers neither shows nor fetches the picture', { path: null }, async ({ page, url }) => {
  const fetched = [];
  page.on('request', (request) => PICTURE.test(request.url()) && fetched.push(request.url()));
  for (const link of ['/?data=measured&county=06019', '/?data=measured&layers=traffic']) {
    await page.goto(url + link);
    await waitForMarkers(page);
    assert.equal(await page.locator('.map-preview').isVisible(), false, link);
  }
  assert.deepEqual(fetched, []);
});

app.test("phone: a card's link paints with the drawer shut before any script file runs, and the drawer still opens", { viewport: 'phone', path: null, allowConsole: [/net::ERR_FAILED/] }, async ({ page, url }) => {
  // No script file: what is on screen is the prerendered page and its one inline script, under the served CSP.
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const [link, open] of [
    ['/?data=measured&county=06019', false],
    ['/es/?data=measured&tract=06019001000', false],
    ['/?data=measured&site=NC6170022580', false],
    ['/?data=measured', true],
  ]) {
    await page.goto(url + link);
    await page.locator('#root > .app').waitFor({ state: 'attached' });
    assert.equal(await page.locator('#sidebar').isVisible(), open, `${link}: the drawer ${open ? 'open' : 'shut'}`);
  }
  await page.unroute('**/assets/*.js');
  await page.goto(url + '/?data=measured&county=06019');
  await page.locator('.county-card').waitFor();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.locator('#sidebar').waitFor({ state: 'visible' });
});

// An area's or a site's link's card built ahead (show-county/cardPreview.tsx): the page's inline
// script fetches card/<view>/<geography or site>/<id>.html and paints it before the app runs.
const CARD_FILE = /\/card\/measured\/[^/]+\/[^/]+\.html$/;

/** Each geography's link to its Fresno area, with what its card says: its heading, its score and two of its words. */
const AREA_LINKS = [
  { link: '/?data=measured&county=06019', lang: 'en', heading: 'Fresno County, CA', score: 96, words: ['measured.scoreName', 'card.viewDetails'] },
  { link: '/es/?data=measured&county=6019', lang: 'es', heading: 'Condado de Fresno, CA', score: 96, words: ['measured.scoreName', 'card.viewDetails'] },
  { link: '/?data=measured&tract=06019001000', lang: 'en', heading: 'Census tract 10, Fresno County, CA', score: 93, words: ['tractCard.source', 'copyLink.label'] },
  { link: '/es/?data=measured&tract=6019001000', lang: 'es', heading: 'Sector censal 10, condado de Fresno, CA', score: 93, words: ['tractCard.source', 'copyLink.label'] },
];

/**
 * Camp Lejeune's link, whose card is built ahead as an area's is: its heading, two of its words and
 * its TCE in groundwater. The Spanish link writes the EPA ID in small letters, which the page reads as the ID.
 */
const SITE_LINKS = [
  { link: '/?data=measured&site=NC6170022580', lang: 'en', heading: 'CAMP LEJEUNE MILITARY RES. (USNAVY)', figure: 'Groundwater: 14,000 ug/l (ROD)', words: ['site.kind', 'copyLink.label'] },
  { link: '/es/?data=measured&site=nc6170022580', lang: 'es', heading: 'CAMP LEJEUNE MILITARY RES. (USNAVY)', figure: 'Agua subterránea: 14,000 ug/l (ROD)', words: ['site.kind', 'copyLink.label'] },
];

const EARLY_CARD_LINKS = [...AREA_LINKS, ...SITE_LINKS];

app.test("phone: a Measured area's or site's link paints its card before any script file runs, in its language; a link with its own layers or an unknown code shows none", { viewport: 'phone', path: null, allowConsole: [/net::ERR_FAILED/, /404 \(Not Found\)/] }, async ({ page, url }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  const cardFiles = [];
  page.on('response', (response) => CARD_FILE.test(response.url()) && cardFiles.push(`${new URL(response.url()).pathname} ${response.status()}`));
  for (const { link, lang, heading, score, figure, words } of EARLY_CARD_LINKS) {
    await page.goto(url + link);
    const card = page.locator('.county-card');
    await card.getByRole('heading', { name: heading }).waitFor();
    const catalogue = catalog(lang);
    const text = await card.innerText();
    for (const id of words) assert.ok(text.includes(catalogue[id]), `${link}: the card says "${catalogue[id]}": ${text}`);
    if (score) assert.match(text, new RegExp(`\n${score}\n`), `${link}: the combined score`);
    if (figure) assert.ok(text.includes(figure), `${link}: the card says "${figure}": ${text}`);
  }
  for (const link of ['/?data=measured&county=06019&layers=traffic', '/?data=measured&county=99999', '/?data=measured&tract=06019999999', '/?data=measured&site=XX0000000000', '/?site=NC6170022580']) {
    await page.goto(url + link);
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    assert.equal(await page.locator('.county-card').count(), 0, `${link}: no card`);
  }
  assert.deepEqual(cardFiles, [
    '/card/measured/county/06019.html 200',
    '/es/card/measured/county/06019.html 200',
    '/card/measured/tract/06019001000.html 200',
    '/es/card/measured/tract/06019001000.html 200',
    '/card/measured/site/NC6170022580.html 200',
    '/es/card/measured/site/NC6170022580.html 200',
    '/card/measured/county/99999.html 404',
    '/card/measured/tract/06019999999.html 404',
    '/card/measured/site/XX0000000000.html 404',
  ]);
});

/** The layout shifts of the card's elements so far, as Lighthouse adds them up into CLS. */
const cardShifts = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const card = (entry) => entry.sources.some((source) => source.node?.closest?.('.county-card, .card-preview'));
          resolve(list.getEntries().filter(card).reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // A page without any shift calls no observer: none within a frame is none at all.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );

for (const viewport of ['desktop', 'phone']) {
  for (const { link, heading } of EARLY_CARD_LINKS) {
    app.test(`${viewport} ${link}: the app's card takes the place of the card built ahead, in the same box with the same words${link.includes('county=') ? '' : ', without a shift'}`, { viewport, path: null }, async ({ page, url }) => {
      const release = await holdAppCode(page);
      await page.goto(url + link);
      const card = page.locator('.county-card');
      await card.getByRole('heading', { name: heading }).waitFor();
      assert.equal(await page.locator('#card-preview .county-card').count(), 1, 'the card is the one built ahead');
      const before = { box: await card.boundingBox(), text: await card.innerText() };
      release();
      await page.locator('#card-preview[data-taken]').waitFor({ state: 'attached', timeout: 15_000 });
      // A county's population comes with its state's file, in the line kept for it.
      if (link.includes('county=')) await card.getByText(/^(Population|Población) [\d,.]+ /).waitFor({ timeout: 15_000 });
      // A county's Superfund sites come with the same file, a line in the card's scrolling body.
      const sites = link.includes('county=') ? await card.locator('.county-card-sites').innerText() : '';
      assert.equal(await page.locator('#card-preview > *').count(), 0, 'the slot is empty');
      assert.equal(await card.count(), 1, 'one card');
      const after = { box: await card.boundingBox(), text: await card.innerText() };
      assert.deepEqual(after.box, before.box);
      const population = /(Population|Población) [\d,.]+ \(.*?\)/;
      assert.equal(after.text.replace(population, '').replace(sites, '').replace(/\s+/g, ' '), before.text.replace(population, '').replace(/\s+/g, ' '));
      // A link's card leaves focus where it is: no focus ring comes over the card painted ahead.
      assert.equal(await card.evaluate((el) => el.contains(document.activeElement)), false, 'focus stays off the card');
      // A county's population, which comes later with its state's file, can take two lines where the
      // card kept one (Spanish, 0.0013 for Fresno); a census tract's card and a site's have all their figures at once.
      if (!link.includes('county=')) assert.equal(await cardShifts(page), 0, 'no layout shift of the card');
    });
  }
}

for (const { link, heading } of AREA_LINKS.filter((area) => area.lang === 'en')) {
  app.test(`${link}: a press on the card built ahead, before the app runs, is the app's card's press`, { path: null }, async ({ page, url }) => {
    const release = await holdAppCode(page);
    await page.goto(url + link);
    await page.locator('#card-preview').getByRole('button', { name: 'View Details' }).click();
    release();
    await page.getByRole('dialog', { name: new RegExp(`^${heading}`) }).waitFor({ timeout: 15_000 });
  });
}

app.test("phone at 6x CPU: a tap on the card built ahead while the app starts is the app's card's tap, once", { viewport: 'phone', path: null, contextOptions: { acceptDownloads: true } }, async ({ page, url }) => {
  // A phone busy starting the app hits the tap's start on the card built ahead and its end on the app's card.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // The card on screen: the one built ahead, or the app's once it has taken its place.
  const card = page.locator('section.county-card');
  await page.goto(url + '/?data=measured&county=06019');
  await page.locator('#card-preview > section').waitFor();
  await card.getByRole('button', { name: 'View Details' }).click();
  await page.getByRole('dialog', { name: /^Fresno County, CA: / }).waitFor({ timeout: 20_000 });

  let downloads = 0;
  page.on('download', () => downloads++);
  await page.goto(url + '/?data=measured&county=06019');
  await page.locator('#card-preview > section').waitFor();
  await card.getByRole('button', { name: 'Export county data' }).click();
  await eventually(() => downloads > 0, { timeout: 20_000, message: 'the export downloaded' });
  await page.waitForTimeout(2_000);
  assert.equal(downloads, 1, 'one press, one download');
});
