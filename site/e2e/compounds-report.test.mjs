// The Measured county report lists USGS's 2012 estimates of the pesticides that studies link to
// Parkinson's disease (/api/compounds, asked for only when the report opens): Sioux County, Iowa's
// paraquat with its low and high estimates, in English and in Spanish; axe with the report open.
import assert from 'node:assert/strict';
import { countyCard, screenshot, useApp } from './support/harness.mjs';
import { AXE_SCAN, expectNoViolations } from './support/axe.mjs';
import { englishLeftoversIn, englishPieces, spanishText } from './support/leftovers.mjs';

const app = useApp();

const cases = [
  {
    lang: 'en',
    viewport: 'desktop',
    prefix: '',
    details: 'View Details',
    heading: "Pesticides that studies link to Parkinson's disease",
    linked: /^Pesticides linked to Parkinson's in studies: 9,171-13,196 kg per year; 4\.61-6\.64 kg\/km² of land per year; national percentile 93/,
    paraquat: /^paraquat: 0\.4-4,026 kg per year; 0\.000201-2\.02 kg\/km² of land per year; national percentile 89; Studies:/,
    study: 'use by farm workers: OR 2.5 (Tanner et al. 2011)',
    sentence: /the low estimate counts none and the high one fills in use from neighbouring areas.*National percentile of the high estimate per km² of land.*2012 is the latest year/,
  },
  {
    lang: 'es',
    viewport: 'phone',
    prefix: '/es',
    details: spanishText('card.viewDetails'),
    heading: spanishText('compounds.heading'),
    linked: /^Plaguicidas vinculados al párkinson en estudios: 9,171-13,196 kg al año; 4\.61-6\.64 kg\/km² de tierra al año; percentil nacional 93/,
    paraquat: /^paraquat: 0\.4-4,026 kg al año; 0\.000201-2\.02 kg\/km² de tierra al año; percentil nacional 89; Estudios:/,
    study: 'uso por trabajadores agrícolas: OR 2.5 (Tanner et al. 2011)',
    sentence: /la baja no cuenta ninguno y la alta completa el uso a partir de zonas vecinas.*Percentil nacional de la estimación alta por km² de tierra.*2012 es el último año/,
  },
];

for (const c of cases) {
  app.test(`${c.lang}, ${c.viewport}: Sioux County, Iowa's report lists its linked pesticides, the sum first, paraquat's low and high estimates with its studies`, { viewport: c.viewport, path: null, ...AXE_SCAN }, async ({ page, url }) => {
    const compoundRequests = [];
    page.on('request', (request) => new URL(request.url()).pathname.endsWith('/compounds') && compoundRequests.push(request.url()));
    await page.goto(`${url}${c.prefix}/?data=measured&county=19167`);
    const card = countyCard(page, 'Sioux');
    await card.waitFor({ timeout: 15_000 });
    assert.deepEqual(compoundRequests, [], 'the compounds are not part of the first load');
    await card.getByRole('button', { name: c.details }).click();
    const report = page.getByRole('dialog', { name: /^(Sioux County|Condado de Sioux), IA: / });
    await report.locator('[data-report-ready="true"]').waitFor({ timeout: 30_000 });
    assert.deepEqual(compoundRequests.map((u) => new URL(u).pathname), [`/api${c.prefix}/compounds`]);

    const section = report.getByRole('region', { name: c.heading, exact: true });
    const lines = section.locator('.report-compounds > li');
    assert.match(await lines.nth(0).innerText(), c.linked, 'the linked sum first');
    const highs = await lines.evaluateAll((items) => items.map((li) => li.dataset.compound));
    assert.ok(highs.indexOf('paraquat') > 0, `paraquat is listed after the sum: ${highs}`);
    const paraquat = section.locator('[data-compound="paraquat"]');
    assert.match(await paraquat.innerText(), c.paraquat);
    assert.equal(await paraquat.getByRole('link', { name: c.study }).getAttribute('href'), 'https://doi.org/10.1289/ehp.1002839');
    assert.match(await section.innerText(), c.sentence);

    if (c.lang === 'es') assert.deepEqual(await englishLeftoversIn(section, await englishPieces()), [], 'no English left in the section');
    const overflow = await report.locator('.county-report-body').evaluate((el) => el.scrollWidth - el.clientWidth);
    assert.ok(overflow <= 0, `the report scrolls sideways by ${overflow}px`);
    await paraquat.scrollIntoViewIfNeeded();
    await screenshot(page, `compounds-report-${c.lang}-${c.viewport}`);
    await expectNoViolations(page, `the ${c.lang} report with the pesticide compounds`);
  });
}

app.test('a county without a USGS estimate says so, not zero (Anchorage, AK)', { path: null }, async ({ page, url }) => {
  await page.goto(`${url}/?data=measured&county=02020`);
  const card = countyCard(page, 'Anchorage');
  await card.waitFor({ timeout: 15_000 });
  await card.getByRole('button', { name: 'View Details' }).click();
  const report = page.getByRole('dialog', { name: /^Anchorage, AK: / });
  await report.locator('[data-report-ready="true"]').waitFor({ timeout: 30_000 });
  const section = report.getByRole('region', { name: "Pesticides that studies link to Parkinson's disease", exact: true });
  await section.getByText(/^No USGS estimate: USGS has no figure for the county, which is not a figure of zero\.$/).waitFor();
  assert.equal(await section.locator('.report-compounds').count(), 0);
});
