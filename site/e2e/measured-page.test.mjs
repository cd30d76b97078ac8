// A Measured link is the Measured page from its first paint (issue 33): netlify.toml rewrites
// `?data=measured` to the view's own prerendered page, in both languages, so on a slow connection
// (400 kbit/s, 400 ms round trip) no moment shows the Demo's words, and the Demo's fixed 1 s cover
// never covers the Measured map. The page's text is sampled every 100 ms from the document's start
// until the map is drawn.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, screenshot, useApp, waitForMarkers } from './support/harness.mjs';

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
  { lang: 'en', link: '/?data=measured&county=06019', measured: 'High Exposure Counties' },
  { lang: 'es', link: '/es/?data=measured&county=06019', measured: catalog('es')['intro.measuredHigh'] },
];

for (const { lang, link, measured } of cases) {
  app.test(`${link} shows no Demo words at any moment on a slow connection, and its first paint is the Measured page`, { path: null }, async ({ page, url }) => {
    const texts = await textsUntilDrawn(page, url, link);
    assert.ok(texts.length >= 3, `the text was sampled as it changed (${texts.length} samples)`);
    assert.ok(texts[0].text.includes(measured), `the first text shown is the Measured page's: ${texts[0].text.slice(0, 300)}`);
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
