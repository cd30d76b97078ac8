// What a Measured report and score are made of (issue 35): the combined score names its layers and
// weights and the layers without a figure, on the card, the hover card and the report; a comparison
// opens with one table; each county's place in its state and the nation, and a sortable table of the
// state's counties, by keyboard, axe-clean and printable; EPA's and WHO's levels on the PM2.5 chart;
// each county's own population source, in the page's language.
import assert from 'node:assert/strict';
import { countyCard, eventually, mapCentre, screenshot, settledZoom, useApp, waitForMarkers } from './support/harness.mjs';
import { AXE_SCAN, expectNoViolations } from './support/axe.mjs';
import { spanishText } from './support/leftovers.mjs';

const app = useApp();
const ALL_LAYERS = 'layers=pesticides,airPollution,traffic,industrial';
// Anchorage, AK: traffic percentile 68 (weight 0.2) and releases 78 (weight 0.3); no pesticide or PM2.5 figure.
// (68 × 0.2 + 78 × 0.3) / 0.5 = 74.
const ANCHORAGE_MAKEUP =
  'From 2 of 4 layers: Traffic Density (weight 0.2) and Industrial Chemicals (weight 0.3); no Pesticide Exposure or Air Pollution (PM2.5) figure for this county.';

async function openReport(page, url, link, name) {
  await page.goto(`${url}/?${link}`);
  const card = countyCard(page, name);
  await card.getByRole('button', { name: 'View Details' }).click();
  const report = page.getByRole('dialog', { name: new RegExp(`^(${name} County|Condado de ${name}), [A-Z]{2}: `) });
  await report.locator('[data-report-ready="true"]').waitFor({ timeout: 15_000 });
  return report;
}

app.test('the combined score says which layers and weights made it, on the card, the hover card and the report (Anchorage, every layer)', { path: null }, async ({ page, url }) => {
  await page.goto(`${url}/?data=measured&${ALL_LAYERS}&county=02020`);
  const card = countyCard(page, 'Anchorage');
  await card.getByRole('progressbar').waitFor({ timeout: 15_000 });
  assert.equal(await card.getByRole('progressbar').getAttribute('aria-valuenow'), '74');
  await card.getByText(ANCHORAGE_MAKEUP).waitFor();

  // The hover card over Anchorage, centred on the map once its card is closed.
  await settledZoom(page, { expect: 8 });
  await waitForMarkers(page);
  await page.locator('.map-overlay').waitFor({ state: 'hidden' });
  await card.getByRole('button', { name: 'Close' }).click();
  const { x, y } = await mapCentre(page);
  await page.mouse.move(x, y);
  const tooltip = page.locator('.leaflet-tooltip');
  await tooltip.getByText('Anchorage, AK').waitFor();
  assert.equal(await tooltip.locator('.county-tooltip-makeup').innerText(), ANCHORAGE_MAKEUP);
  await page.mouse.click(x, y);

  const report = page.getByRole('dialog', { name: /^Anchorage, AK: / });
  await countyCard(page, 'Anchorage').getByRole('button', { name: 'View Details' }).click();
  await report.getByText(/^Combined score for the selected layers: High exposure \(74\)$/).waitFor();
  await report
    .getByText(
      'From 2 of 4 layers: Traffic Density (percentile 68, weight 0.2) and Industrial Chemicals (percentile 78, weight 0.3); no Pesticide Exposure or Air Pollution (PM2.5) figure for this county.',
    )
    .waitFor();
});

app.test('no figure on any selected layer reads No data, never a number, and says which figures are missing', { path: null }, async ({ page, url }) => {
  await page.goto(`${url}/?data=measured&county=02020`);
  const card = countyCard(page, 'Anchorage');
  await card.getByText('No data', { exact: true }).first().waitFor({ timeout: 15_000 });
  assert.equal(await card.getByRole('progressbar').count(), 0);
  assert.equal(await card.locator('.county-card-number').count(), 0);
  await card.getByText('No Pesticide Exposure or Air Pollution (PM2.5) figure for this county.').waitFor();
});

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: a comparison opens with one table, measure, unit and years once per layer`, { viewport, path: null, ...AXE_SCAN }, async ({ page, url }) => {
    await page.goto(`${url}/?data=measured&county=06019&compare=06037`);
    const report = page.getByRole('dialog', { name: 'Fresno County, CA and Los Angeles County, CA: county report' });
    await report.locator('[data-report-ready="true"]').waitFor({ timeout: 15_000 });
    const table = report.getByRole('table', { name: /^Side by side/ });
    assert.deepEqual(await table.getByRole('columnheader').allInnerTexts(), ['Layer', 'Fresno, CA', 'Los Angeles, CA']);
    const rows = table.locator('tbody tr');
    assert.equal(await rows.count(), 4);
    const pm25 = table.getByRole('row', { name: /^Air Pollution \(PM2\.5\)/ });
    assert.match(await pm25.getByRole('rowheader').innerText(), /µg\/m³, 2014-2018$/);
    const [fresno, losAngeles] = await pm25.getByRole('cell').allInnerTexts();
    assert.match(fresno, /^8\.16\npercentile 92, High\n12th of 58 California counties$/);
    assert.match(losAngeles, /^8\.63\npercentile 97, High\n\d+(st|nd|rd|th) of 58 California counties$/);
    // The table comes before the detail, and the detail says the unit once per layer, not per county.
    const order = await report.evaluate((el) => {
      const tableAt = [...el.querySelectorAll('*')].indexOf(el.querySelector('.compare-table'));
      const firstLayer = [...el.querySelectorAll('*')].indexOf(el.querySelector('.report-layer'));
      return tableAt < firstLayer;
    });
    assert.ok(order, 'the table before the layers');
    assert.equal(await report.locator('.report-layer dt', { hasText: /^Unit$/ }).count(), 4);
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, `compare-table-${viewport}`);
    await expectNoViolations(page, `the ${viewport} comparison with its table`);
  });
}

app.test("a county's place on each layer, and the state's counties in a table sorted by keyboard, axe-clean", { path: null, ...AXE_SCAN }, async ({ page, url }) => {
  const report = await openReport(page, url, 'data=measured&county=06019', 'Fresno');
  const standing = report.getByRole('region', { name: 'Where it stands' });
  // Fresno's pesticide estimate, 708, comes after San Joaquin 1,120, Kings 876 and Stanislaus 856.
  await standing.getByText(/^Pesticide Exposure: 4th of 58 California counties; \d+(st|nd|rd|th) of 3,108 US counties with a figure$/).waitFor();
  assert.equal(await standing.getByRole('listitem').count(), 4);

  await standing.getByRole('button', { name: 'All 58 California counties in a table' }).click();
  const tableDialog = page.getByRole('dialog', { name: 'California: 58 counties' });
  await tableDialog.waitFor();
  const grid = tableDialog.getByRole('table');
  assert.match(await grid.getAttribute('aria-labelledby').then((id) => page.locator(`[id="${id}"]`).innerText()), /^California counties by name\./);
  assert.equal(await grid.locator('tbody tr').count(), 58);
  assert.equal(await grid.locator('tbody tr').first().getByRole('rowheader').innerText(), 'Alameda');
  assert.match(await grid.locator('tr[aria-current="true"]').innerText(), /^Fresno \(this report\)/);

  // By keyboard: focus the pesticide column's button, Enter sorts from the highest, Enter again from the lowest.
  const sortPesticides = grid.getByRole('button', { name: /^Pesticide Exposure/ });
  await sortPesticides.focus();
  await page.keyboard.press('Enter');
  const head = grid.getByRole('columnheader', { name: /^Pesticide Exposure/ });
  assert.equal(await head.getAttribute('aria-sort'), 'descending');
  await tableDialog.getByText(/^California counties by Pesticide Exposure, highest first/).waitFor();
  const firstRows = async () => (await grid.locator('tbody tr').allInnerTexts()).slice(0, 4).map((row) => row.split('\t')[0]);
  assert.deepEqual(await firstRows(), ['San Joaquin', 'Kings', 'Stanislaus', 'Fresno (this report)']);
  await page.keyboard.press('Space');
  assert.equal(await head.getAttribute('aria-sort'), 'ascending');
  assert.deepEqual((await firstRows()).slice(0, 3), ['Del Norte', 'Alpine', 'Nevada']);
  await screenshot(page, 'state-table-desktop');
  await expectNoViolations(page, 'the table of California counties');

  // Escape closes the table only; the report stays, with focus back on the button.
  await page.keyboard.press('Escape');
  await tableDialog.waitFor({ state: 'hidden' });
  assert.ok(await report.isVisible());
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'All 58 California counties in a table');
});

app.test("the PM2.5 chart draws EPA's and WHO's levels with their sources and the years they apply to", { path: null }, async ({ page, url }) => {
  const report = await openReport(page, url, 'data=measured&county=06019', 'Fresno');
  const chart = report.getByRole('img', { name: /PM2\.5, annual mean, 2000-2018/ });
  assert.deepEqual(await chart.locator('[data-reference]').evaluateAll((lines) => lines.map((l) => l.getAttribute('data-reference'))), ['9.0', '5']);
  const description = await chart.evaluate((svg) => svg.querySelector('desc')?.textContent ?? '');
  assert.match(description, /Reference levels: EPA annual standard: 9\.0 µg\/m³, since 2024 and WHO guideline: 5 µg\/m³, since 2021\.$/);
  const epa = report.getByRole('link', { name: /^US Environmental Protection Agency: Reconsideration of the National Ambient Air Quality Standards/ });
  assert.equal(await epa.getAttribute('href'), 'https://www.epa.gov/pm-pollution/final-reconsideration-national-ambient-air-quality-standards-particulate-matter-pm');
  const who = report.getByRole('link', { name: /^World Health Organization: WHO global air quality guidelines/ });
  assert.equal(await who.getAttribute('href'), 'https://www.who.int/publications/i/item/9789240034228');
  await report.getByText(/it was 12\.0 µg\/m³ from 2012 and 15\.0 µg\/m³ from 1997/).waitFor();
  await report.getByText('The levels date from after 2018: drawn across every year to compare with, not the rules of those years.').waitFor();
});

app.test("each county names the source and date of its own population, in Spanish on the Spanish page", { path: null }, async ({ page, url }) => {
  await page.goto(`${url}/es/?data=measured&county=09001&compare=72127`);
  const report = page.getByRole('dialog', { name: /^Condado de Fairfield, CT y San Juan, PR: / });
  await report.locator('[data-report-ready="true"]').waitFor({ timeout: 15_000 });
  // Each county's line comes with its state's population file, which the report's ready mark does not wait for.
  await eventually(async () => (await report.locator('.report-population').count()) === 2, { message: "both counties' population lines" });
  const lines = await report.locator('.report-population').allInnerTexts();
  assert.deepEqual(lines, [
    'Fairfield, CT: Población 959,768 (estimación de 2021). Fuente: US Census Bureau, Population Estimates Program, county totals, Vintage 2021 (estimación para el 1 de julio de 2021, la última hecha para los ocho condados de Connecticut: las estimaciones posteriores son de sus regiones de planificación).',
    'San Juan, PR: Población 342,259 (censo de 2020). Fuente: US Census Bureau, 2020 Census (conteo del censo del 1 de abril de 2020).',
  ]);
  // The names of the Census products stay English, marked so.
  assert.equal(await report.locator('.report-population [lang="en"]').count(), 2);
  await report.getByRole('button', { name: spanishText('report.close') }).click();
});
