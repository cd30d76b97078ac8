// Issue 44, "Pesticides by compound": in the Measured view the pesticide layer's figure can be USGS's
// 2012 estimate of a compound that studies link to Parkinson's disease. Searching "paraquat" (which
// no place is called) switches the layer to it: the select, the layer's unit and years, the link, the
// legend and Sioux County, Iowa's card say paraquat, on a desktop in English and on a phone in
// Spanish, axe clean. The select works from the keyboard, the link restores it, and Back goes back to
// all pesticides.
import assert from 'node:assert/strict';
import { countyCard, eventually, expectToast, screenshot, useApp } from './support/harness.mjs';
import { AXE_SCAN, expectNoViolations } from './support/axe.mjs';
import { spanishText } from './support/leftovers.mjs';
import { search } from './support/page-helpers.mjs';

const app = useApp();

const select = (page) => page.locator('select.pesticide-measure-select').first();
const drawn = (page) => page.evaluate(() => performance.getEntriesByName('riskmap:shapes-drawn').length + performance.getEntriesByName('riskmap:shapes-repainted').length);

const cases = [
  {
    lang: 'en',
    viewport: 'desktop',
    prefix: '',
    toast: ['Pesticide Layer: paraquat', 'The pesticide layer now shows paraquat: the USGS 2012 estimate per km² of land, ranked by the high estimate.'],
    legend: 'Pesticides: paraquat, USGS 2012 estimate per km² of land, ranked by the high estimate',
    legendTitle: "Combined score: the weighted mean of the selected layers' national percentiles",
    card: /paraquat: 0\.000201-2\.02 kg\/km² of land per year \(0\.4-4,026 kg per year; USGS 2012 estimate, ranked by the high estimate\), higher than 89% of US counties/,
    label: 'Pesticide figure',
    option: 'paraquat (USGS, 2012)',
    unit: 'USGS low-high estimate, kg/km² of land per year, 2012',
    usgsNone: 'USGS 2018 estimate: none for this county in the copy used here: a gap, not zero use',
  },
  {
    lang: 'es',
    viewport: 'phone',
    prefix: '/es',
    toast: ['Capa de plaguicidas: paraquat', 'La capa de plaguicidas muestra ahora paraquat: la estimación del USGS de 2012 por km² de tierra, ordenada por la estimación alta.'],
    legend: 'Plaguicidas: paraquat, estimación del USGS de 2012 por km² de tierra, ordenada por la estimación alta',
    legendTitle: 'Puntaje combinado: el promedio ponderado de los percentiles nacionales de las capas seleccionadas',
    card: /paraquat: 0[.,]000201-2[.,]02 kg\/km² de tierra al año \(0[.,]4-4[.,]026 kg al año; estimación del USGS de 2012, ordenada por la estimación alta\)/,
    label: spanishText('layers.pesticideMeasure'),
    option: 'paraquat (USGS, 2012)',
    unit: 'estimación baja-alta del USGS, kg/km² de tierra al año, 2012',
    usgsNone: 'estimación del USGS de 2018: ninguna para este condado en la copia usada aquí: un vacío, no un uso nulo',
  },
];

for (const c of cases) {
  app.test(`${c.lang}, ${c.viewport}: searching "paraquat" colours the map by paraquat, with the select, link, legend and card saying so`, { viewport: c.viewport, path: null, ...AXE_SCAN }, async ({ page, url }) => {
    const compoundRequests = [];
    page.on('request', (request) => new URL(request.url()).pathname.endsWith('/compounds') && compoundRequests.push(request.url()));
    await page.goto(`${url}${c.prefix}/?data=measured&county=19167`);
    const card = countyCard(page, 'Sioux');
    await card.waitFor({ timeout: 15_000 });
    await eventually(async () => (await drawn(page)) > 0, { timeout: 20_000, message: 'shapes drawn' });
    assert.deepEqual(compoundRequests, [], 'the compounds are not part of the first load');
    // Sioux County has no USGS 2018 figure in the copy used here: the card says it is a gap, not zero use.
    assert.ok((await card.innerText()).includes(c.usgsNone), await card.innerText());
    const before = await drawn(page);

    await search(page, c.viewport, 'paraquat');
    await expectToast(page, ...c.toast);
    await eventually(() => new URL(page.url()).searchParams.get('pesticide') === 'paraquat', { message: 'pesticide=paraquat in the link' });
    assert.equal(await select(page).inputValue(), 'paraquat');
    assert.equal(await select(page).locator('option:checked').innerText(), c.option);
    await eventually(async () => (await drawn(page)) > before, { message: 'the map repainted' });
    assert.match(await card.innerText(), c.card);
    assert.ok(!(await card.innerText()).includes(c.usgsNone), 'the 2018 line stands beside the modelled figure only');
    assert.equal((await page.locator('.measured-legend-measure').innerText()).trim(), c.legend);
    // What the colours are, as the sidebar's scale says: the combined score, not a percentile.
    assert.equal((await page.locator('.measured-legend-title').innerText()).trim(), c.legendTitle);
    await screenshot(page, `compounds-measure-${c.lang}-${c.viewport}`);
    await expectNoViolations(page, `${c.lang} ${c.viewport} map coloured by paraquat`);

    // The select, named by its visible label, in the sidebar (a phone's drawer opened).
    if (c.viewport === 'phone') await page.locator('#sidebar-toggle').click();
    const named = page.getByRole('combobox', { name: c.label, exact: true }).locator('visible=true').first();
    await named.scrollIntoViewIfNeeded();
    assert.equal(await named.inputValue(), 'paraquat');
    // The layer's unit and years are the compound's, not the modelled figure's 2017.
    assert.equal((await page.locator('li[data-layer="pesticides"] .layer-unit').locator('visible=true').first().innerText()).trim(), c.unit);
    await screenshot(page, `compounds-measure-select-${c.lang}-${c.viewport}`);
    await expectNoViolations(page, `${c.lang} ${c.viewport} sidebar with the pesticide select`);
  });
}

app.test('desktop: a measure chosen with the keyboard colours the map, the link keeps it, Back goes back to all pesticides', { path: '/?data=measured&county=02020' }, async ({ page, url }) => {
  const card = countyCard(page, 'Anchorage');
  await card.waitFor({ timeout: 15_000 });
  const named = page.getByRole('combobox', { name: 'Pesticide figure', exact: true });
  assert.equal(await named.inputValue(), 'all');
  await named.focus();
  // Focus asks for the compounds' names; ArrowDown then steps through the choices.
  await eventually(async () => (await named.locator('option').count()) > 2, { message: 'compound names loaded' });
  await page.keyboard.press('ArrowDown');
  await eventually(() => new URL(page.url()).searchParams.get('pesticide') === 'linked', { message: 'pesticide=linked in the link' });
  // Anchorage has no USGS estimate: said, not zero.
  await card.getByText(/Pesticides linked to Parkinson's in studies: No USGS estimate \(2012\)/).waitFor();

  await page.goBack();
  await eventually(async () => (await named.inputValue()) === 'all', { message: 'Back restores all pesticides' });
  assert.equal(new URL(page.url()).searchParams.get('pesticide'), null);
  await page.goForward();
  await eventually(async () => (await named.inputValue()) === 'linked', { message: 'Forward restores the linked sum' });

  // A link restores a compound; one the file lacks falls back to all pesticides.
  await page.goto(`${url}/?data=measured&county=19167&pesticide=rotenone`);
  await eventually(async () => (await named.inputValue()) === 'rotenone', { message: 'the link restores rotenone' });
  await countyCard(page, 'Sioux').getByText(/rotenone: /).waitFor();
  await page.goto(`${url}/?data=measured&pesticide=nonesuch`);
  await eventually(() => new URL(page.url()).searchParams.get('pesticide') === null, { message: 'an unknown measure leaves the link' });
  assert.equal(await named.inputValue(), 'all');
});

app.test('the Demo view has no choice of pesticide measure and ignores the parameter', { path: '/?pesticide=paraquat' }, async ({ page }) => {
  await page.locator('.layer-item').first().waitFor();
  assert.equal(await page.locator('select.pesticide-measure-select').count(), 0);
});
