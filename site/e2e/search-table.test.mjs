// The query table of issue 34 (site/src/features/search/testing/queries.json, which the unit tests
// search too) through the page: every query in each view, on a desktop (the search box) and on a
// phone (its search box in the Measured view, the prompt in the Demo view), in English on one and in
// Spanish on the other. Each must open the county or census tract of its row (the toast that says so,
// and the link), show its state, or in the Demo view offer the Measured view naming the county or state,
// or say No Results.
// A state is named in the page's language (Nueva York on the Spanish page), and an address read by its
// ZIP alone says so.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiPath, ROOT, eventually, useApp } from './support/harness.mjs';
import { search } from './support/page-helpers.mjs';

const app = useApp();

const { queries } = JSON.parse(await readFile(path.join(ROOT, 'site/src/features/search/testing/queries.json'), 'utf8'));
const catalog = async (lang) => JSON.parse(await readFile(path.join(ROOT, `site/locales/${lang}.json`), 'utf8'));
const LANGS = { en: { home: '/', messages: await catalog('en') }, es: { home: '/es/', messages: await catalog('es') } };

/** Keeps every toast the page shows, in order, as [title, description]. */
async function recordToasts(page) {
  await page.evaluate(() => {
    window.__toasts = [];
    new MutationObserver((records) => {
      for (const r of records) {
        for (const node of r.addedNodes) {
          if (!(node instanceof Element)) continue;
          // A toast comes alone, or with the list that holds it (the first one).
          window.__toasts.push(...(node.matches('[data-sonner-toast]') ? [node] : node.querySelectorAll('[data-sonner-toast]')));
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const toastCount = (page) => page.evaluate(() => window.__toasts.length);
/** The title and description of the toasts shown since the first `from`. */
const toastsSince = (page, from) =>
  page.evaluate((from) => window.__toasts.slice(from).map((t) => [t.querySelector('[data-title]')?.textContent ?? '', t.querySelector('[data-description]')?.textContent ?? '']), from);

// The Measured view, whose readings the table is about, in each language on each device; the Demo
// view on both devices and in both languages: six pages of 107 queries (each takes half a second to a
// second on the shared machine).
const RUNS = [
  ['desktop', 'en', 'measured'],
  ['desktop', 'es', 'measured'],
  ['phone', 'en', 'measured'],
  ['phone', 'es', 'measured'],
  ['desktop', 'es', 'demo'],
  ['phone', 'en', 'demo'],
];

for (const [viewport, lang, view] of RUNS) {
  const { home, messages } = LANGS[lang];
  const path = view === 'measured' ? `${home}?data=measured` : home;
  app.test(`${viewport}, ${lang}, ${view}: each query of the table opens its county`, { viewport, path }, async ({ page, url }) => {
    const index = await (await page.request.get(`${url}${apiPath('placeIndex')}`)).json();
    const countyName = (fips) => index.counties[fips][0];
    // [code, English name, Spanish names...]: the Spanish page says the first Spanish one where there is one.
    const stateName = (code) => {
      const names = index.states.find((s) => s[0] === code);
      return (lang === 'es' ? names[2] : undefined) ?? names[1];
    };
    const opened = [messages['showCounty.countyFound'], messages['search.placeFound']];
    await recordToasts(page);
    const wrong = [];
    for (const row of queries) {
      const expected = row[view];
      const before = await toastCount(page);
      await search(page, viewport, row.query);
      let shown;
      await eventually(async () => (shown = (await toastsSince(page, before)).at(-1)) !== undefined, { message: `a toast for ${row.query}` });
      // The toast of a search made while the view's data loads is followed by the search's own.
      if (shown[0] === messages['search.loading']) await eventually(async () => (shown = (await toastsSince(page, before)).at(-1))[0] !== messages['search.loading']);
      const { searchParams } = new URL(page.url());
      const county = searchParams.get('county');
      const [title, description] = shown;
      const ok =
        expected === null
          ? title === messages['search.noResults']
          : typeof expected === 'string'
            ? opened.includes(title) && county === expected
            : 'tract' in expected
              ? title === messages['search.placeFound'] && searchParams.get('tract') === expected.tract
              : 'state' in expected
                ? title === messages['search.stateFound'] && description.includes(stateName(expected.state))
                : title === messages['showCounty.outsideThisView'] &&
                  description.includes('offer' in expected ? countyName(expected.offer) : stateName(expected.offerState));
      const readByZip = messages['search.addressByZip'].replace('{zip}', row.readByZip);
      if (ok && row.readByZip && view === 'measured' && !description.includes(readByZip)) wrong.push(`${row.query}: "${description}" does not say "${readByZip}"`);
      if (!ok) wrong.push(`${row.query}: expected ${JSON.stringify(expected)}, got "${title}: ${description}" with ${searchParams}`);
    }
    assert.deepEqual(wrong, [], `${wrong.length} of ${queries.length} queries went elsewhere`);
  });
}
