// The Spanish page (/es/): prerendered in Spanish, linked with the English page both ways, its own
// 404, and no English left on any screen but names marked lang="en" (support/leftovers.mjs).
import assert from 'node:assert/strict';
import { AXE_SCAN, expectNoViolations } from './support/axe.mjs';
import { countyCard, screenshot, useApp } from './support/harness.mjs';
import { englishLeftovers, englishPieces, spanishText } from './support/leftovers.mjs';

const app = useApp();
const FRESNO = '/es/?data=measured&county=06019';
const DOCUMENT_404 = /Failed to load resource: the server responded with a status of 404/;

async function assertAllSpanish(page, screen) {
  const leftovers = await englishLeftovers(page, await englishPieces(app.url));
  assert.deepEqual(leftovers, [], `${screen}: English left on the Spanish page`);
}

app.test('the Spanish page is Spanish in its HTML, before any script runs', { path: null }, async ({ url }) => {
  const html = await (await fetch(url + FRESNO)).text();
  assert.match(html, /<html lang="es">/);
  assert.ok(html.includes(`<title>${spanishText('site.title')}</title>`), 'Spanish title');
  // Paths, or whole addresses when the build knew the site's ($URL on Netlify).
  for (const [lang, path] of [['en', '/'], ['es', '/es/'], ['x-default', '/']]) {
    assert.match(html, new RegExp(`<link rel="alternate" hreflang="${lang}" href="(https?://[^"/]+)?${path}">`), `hreflang ${lang}`);
  }
  const english = await (await fetch(url + '/')).text();
  assert.match(english, /<html lang="en">/);
  assert.match(english, /<link rel="alternate" hreflang="es" href="(https?:\/\/[^"/]+)?\/es\/">/, 'the English page names its Spanish one');
});

for (const viewport of ['desktop', 'phone']) {
  app.test(`${FRESNO} shows Fresno's card in Spanish (${viewport})`, { viewport, path: FRESNO }, async ({ page }) => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
    await countyCard(page, 'Fresno').waitFor();
    await assertAllSpanish(page, `${viewport} Measured with Fresno's card`);
    await screenshot(page, `${viewport}-es-measured-fresno`);
  });

  app.test(`the Demo view in Spanish (${viewport})`, { viewport, path: '/es/' }, async ({ page }) => {
    await assertAllSpanish(page, `${viewport} Demo`);
    await screenshot(page, `${viewport}-es-demo`);
  });
}

app.test('the county report in Spanish, Measured and Demo', { path: FRESNO }, async ({ page, url }) => {
  await countyCard(page, 'Fresno').getByRole('button', { name: spanishText('card.viewDetails') }).click();
  const report = page.getByRole('dialog');
  await report.waitFor();
  await report.getByRole('heading', { level: 2 }).first().waitFor();
  await page.waitForTimeout(500);
  await assertAllSpanish(page, 'Measured report');
  await screenshot(page, 'desktop-es-report-measured');
  await page.goto(url + '/es/?county=06019');
  await countyCard(page, 'Fresno').getByRole('button', { name: spanishText('card.viewDetails') }).click();
  await page.getByRole('dialog').waitFor();
  await assertAllSpanish(page, 'Demo report');
});

app.test('two counties compared in Spanish', { path: `${FRESNO}&compare=06037` }, async ({ page }) => {
  await page.getByRole('dialog').locator('[data-report-ready="true"]').waitFor();
  await assertAllSpanish(page, 'compare report');
});

app.test('the export toast in Spanish', { path: '/es/?data=measured' }, async ({ page }) => {
  await page.getByRole('button', { name: spanishText('export.button') }).click();
  await page.locator('[data-sonner-toast]').first().waitFor();
  await assertAllSpanish(page, 'export toast');
});

app.test('search, its suggestions and its toasts in Spanish', { path: '/es/' }, async ({ page }) => {
  const box = page.getByRole('combobox', { name: spanishText('search.label') });
  await box.fill('Spring');
  await page.getByRole('listbox', { name: spanishText('search.suggestionsLabel') }).waitFor();
  await assertAllSpanish(page, 'search suggestions');
  await box.fill('zzzz');
  await box.press('Enter');
  await page.getByText(spanishText('search.noResults')).waitFor();
  await assertAllSpanish(page, 'no-results toast');
  await box.fill('Fresno');
  await box.press('Enter');
  await countyCard(page, 'Fresno').waitFor();
  await assertAllSpanish(page, 'county found');
});

app.test('"Use my location" refused, in Spanish (phone)', { viewport: 'phone', path: '/es/' }, async ({ page }) => {
  await page.getByRole('button', { name: spanishText('locate.useMyLocation') }).locator('visible=true').first().click();
  await page.getByText(spanishText('locate.notShared')).waitFor();
  await assertAllSpanish(page, 'location not shared, drawer open');
  await screenshot(page, 'phone-es-locate-refused');
});

app.test('names kept in English are marked lang="en" on the Spanish page only', { path: FRESNO }, async ({ page, url }) => {
  const marked = () => page.locator('#sidebar [lang="en"]').allTextContents();
  const names = await marked();
  assert.ok(names.length > 0, 'the data sets and agencies of the sources list are marked');
  for (const name of names) assert.match(name, /\S/, 'a marked element has its name in it');
  await page.goto(url + '/?data=measured&county=06019');
  await page.locator('.leaflet-container').waitFor();
  assert.deepEqual(await marked(), [], 'the English page marks nothing');
});

app.test('the switch keeps the link, both ways', { path: '/?data=measured&layers=pesticides,traffic&county=06019' }, async ({ page }) => {
  await countyCard(page, 'Fresno').waitFor();
  await page.getByRole('link', { name: 'Español' }).click();
  await page.waitForURL((address) => address.pathname === '/es/');
  assert.equal(new URL(page.url()).search, '?data=measured&layers=pesticides,traffic&county=06019');
  await countyCard(page, 'Fresno').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
  await page.getByRole('link', { name: 'English' }).click();
  await page.waitForURL((address) => address.pathname === '/');
  assert.equal(new URL(page.url()).search, '?data=measured&layers=pesticides,traffic&county=06019');
  await countyCard(page, 'Fresno').waitFor();
});

app.test('a browser that prefers Spanish is offered the Spanish page, once', { contextOptions: { locale: 'es-US' } }, async ({ page }) => {
  const offer = page.getByRole('link', { name: 'Ver en español' });
  await offer.waitFor();
  assert.equal(new URL(page.url()).pathname, '/', 'no redirect by itself');
  await page.getByRole('button', { name: 'No, gracias' }).click();
  await offer.waitFor({ state: 'hidden' });
  await page.reload();
  await page.locator('.leaflet-container').waitFor();
  await page.waitForTimeout(300);
  assert.equal(await offer.count(), 0, 'the answer is remembered');
});

app.test('the offer leads to the same link in Spanish', { contextOptions: { locale: 'es-MX' }, path: '/?county=06037' }, async ({ page }) => {
  await countyCard(page, 'Los Angeles').waitFor();
  await page.getByRole('link', { name: 'Ver en español' }).click();
  await page.waitForURL((address) => address.pathname === '/es/' && address.search === '?county=06037');
});

app.test('an English browser gets no offer', async ({ page }) => {
  await page.waitForTimeout(300);
  assert.equal(await page.getByRole('link', { name: 'Ver en español' }).count(), 0);
});

for (const [viewport, route] of [['desktop', '/es/no-existe'], ['phone', '/es/a/b']]) {
  app.test(`${route} gets the Spanish 404 (${viewport})`, { viewport, path: null, allowConsole: [DOCUMENT_404] }, async ({ page, url }) => {
    const response = await page.goto(url + route);
    assert.equal(response.status(), 404);
    await page.getByRole('heading', { name: spanishText('notFound.heading') }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
    assert.equal(await page.getByRole('link', { name: spanishText('notFound.back') }).getAttribute('href'), '/es/');
    await assertAllSpanish(page, `${viewport} 404`);
  });
}

app.test('axe: the Spanish page, Measured with a card, and its 404', { ...AXE_SCAN, path: FRESNO, allowConsole: [DOCUMENT_404] }, async ({ page, url }) => {
  await countyCard(page, 'Fresno').waitFor();
  await expectNoViolations(page, 'Spanish Measured with a card');
  await page.goto(url + '/es/');
  await page.locator('.leaflet-container').waitFor();
  await expectNoViolations(page, 'Spanish Demo');
  await page.goto(url + '/es/no-existe');
  await page.getByRole('heading', { name: spanishText('notFound.heading') }).waitFor();
  await expectNoViolations(page, 'Spanish 404');
});
