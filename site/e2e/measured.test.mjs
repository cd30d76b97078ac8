// The Measured data view (issue 14): the switch by mouse and keyboard, permalinks, figures equal to
// /api/export/exposures, no data and none reported, the county report in both views, the downloads
// and axe with the report open. Every test also fails on console errors and CSP violations (harness).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { apiPath, countyCard, eventually, expectToast, screenshot, useApp, waitForMarkers } from './support/harness.mjs';
import { AXE_SCAN, expectNoViolations } from './support/axe.mjs';
import { spanishText } from './support/leftovers.mjs';

const app = useApp();
const NUMBER = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 });

/** The export's header and the row of one county, as objects keyed by column. */
async function exportRow(url, fips) {
  const text = await (await fetch(url + apiPath('exportExposures'))).text();
  const lines = text.split('\n');
  const line = lines.find((l) => l.startsWith(`${fips},`));
  assert.ok(line, `${fips} is in /api/export/exposures`);
  const header = lines[0].split(',');
  const cells = line.split(',');
  return { text, header: lines[0], line, row: Object.fromEntries(header.map((h, i) => [h, cells[i]])) };
}

async function environment(url) {
  return (await fetch(url + apiPath('environmentalData'))).json();
}

function radio(page, name) {
  return page.getByRole('radio', { name, exact: true }).locator('visible=true').first();
}

async function measuredCardFor(page, url, fips, name, extra = '') {
  await page.goto(`${url}/?data=measured&county=${fips}${extra}`);
  const card = countyCard(page, name);
  await card.waitFor({ timeout: 15_000 });
  return card;
}

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: the switch by mouse and keyboard, with the permalink and back`, { viewport }, async ({ page, url }) => {
    const measured = radio(page, 'Measured data');
    const demo = radio(page, 'Demo scores');
    assert.equal(await demo.isChecked(), true);
    await measured.click();
    await eventually(() => page.url().endsWith('/?data=measured'), { message: 'data=measured in the URL' });
    await page.getByText(/Exposures that studies link to Parkinson's disease in populations, from public data for [\d,]+ US/).first().waitFor();
    await page.getByText('High Exposure Counties').first().waitFor();
    await waitForMarkers(page);
    if (viewport === 'desktop') {
      await page.getByRole('link', { name: 'Codebook (CSV)', exact: true }).waitFor();
      assert.ok((await page.getByText('µg/m³, 2014-2018').count()) > 0, 'layer list gives units and years');
    }
    assert.equal(await page.getByText(/randomly generated/).count(), 0, 'the Measured disclaimer does not say random');
    await screenshot(page, `measured-${viewport}-sidebar`);

    // Keyboard: arrows move within the radio group.
    await measured.focus();
    await page.keyboard.press('ArrowLeft');
    assert.equal(await demo.isChecked(), true);
    await eventually(() => new URL(page.url()).search === '', { message: 'the Demo URL' });
    await page.getByText('Scores are random examples, not measurements.').first().waitFor();
    await page.keyboard.press('ArrowRight');
    assert.equal(await measured.isChecked(), true);
    await page.goBack();
    await eventually(async () => demo.isChecked(), { message: 'back restores Demo' });
    await page.goForward();
    await eventually(async () => measured.isChecked(), { message: 'forward restores Measured' });
  });

  app.test(`${viewport}: /?data=measured&county=06019 restores Fresno with its row of the export`, { viewport, path: null }, async ({ page, url }) => {
    const { row } = await exportRow(url, '06019');
    const env = await environment(url);
    const card = await measuredCardFor(page, url, '06019', 'Fresno');
    const text = await card.innerText();
    // Each layer's figure and percentile columns in county-exposures.csv (snake_case, datagen/API.md).
    const columns = {
      pesticides: ['pesticides_kg_per_km2_per_year_estimated', 'pesticides_percentile'],
      airPollution: ['pm25_ugm3', 'air_pollution_percentile'],
      traffic: ['traffic_vehicle_miles_per_day_per_km2', 'traffic_percentile'],
      industrial: ['industrial_lb_per_km2_per_year', 'industrial_percentile'],
    };
    for (const factor of env.factors) {
      const [figure, percentile] = columns[factor.id];
      const value = NUMBER.format(Number(row[figure]));
      const years = factor.measured.estimate ? `${factor.measured.years}, modelled` : factor.measured.years;
      const expected = `${factor.name}: ${factor.measured.estimate ? 'estimated ' : ''}${value} ${factor.measured.unit} (${years}), higher than ${row[percentile]}% of US counties`;
      assert.ok(text.includes(expected), `card shows "${expected}" in:\n${text}`);
    }
    await screenshot(page, `measured-${viewport}-fresno`);
  });
}

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: the subtitle names the view's counties, in a header that keeps its size`, { viewport, path: null }, async ({ page, url }) => {
    const header = page.locator('.site-header');
    const subtitle = page.locator('.brand-subtitle');
    await page.goto(`${url}/`);
    await waitForMarkers(page);
    assert.equal(await page.getByText('California & Florida Exposure Analysis').isVisible(), true);
    const demo = [await header.boundingBox(), await subtitle.boundingBox()];
    // The prerendered page is the Demo's: the Measured link swaps the words as the app starts.
    await page.goto(`${url}/?data=measured`);
    await page.getByText('United States Exposure Analysis').waitFor({ state: 'visible' });
    assert.equal(await page.getByText('California & Florida Exposure Analysis').isVisible(), false);
    assert.deepEqual([await header.boundingBox(), await subtitle.boundingBox()], demo, 'the header and its subtitle keep their boxes');
  });
}

app.test('a county with no data on the selected layers is named No data, with each layer saying so', { path: null }, async ({ page, url }) => {
  const { row } = await exportRow(url, '02013');
  assert.equal(row.pesticides_status, 'no data');
  assert.equal(row.air_pollution_status, 'no data');
  const card = await measuredCardFor(page, url, '02013', 'Aleutians East');
  await card.locator('.band-pill', { hasText: 'No data' }).waitFor();
  await card.getByText('Pesticide Exposure: No data').waitFor();
  assert.equal(await card.getByRole('progressbar').count(), 0);
});

app.test('a county with no industrial releases reported says so (Alpine, CA)', { path: null }, async ({ page, url }) => {
  const { row } = await exportRow(url, '06003');
  assert.equal(row.industrial_status, 'none reported');
  const card = await measuredCardFor(page, url, '06003', 'Alpine', '&layers=industrial');
  await card.getByText('Industrial Chemicals: No releases reported (1988-2018)').waitFor();
});

for (const [view, start] of [
  ['Demo', '/?county=06019'],
  ['Measured', '/?data=measured&county=06019'],
]) {
  app.test(`the county report in the ${view} view: a modal dialog, Escape closes it, focus returns`, { path: null }, async ({ page, url }) => {
    await page.goto(url + start);
    const card = countyCard(page, 'Fresno');
    await card.waitFor({ timeout: 15_000 });
    const details = card.getByRole('button', { name: 'View Details' });
    await details.click();
    const report = page.getByRole('dialog', { name: view === 'Demo' ? 'Fresno, California: county report' : 'Fresno County, CA: county report' });
    await report.waitFor();
    await report.getByRole('heading', { name: 'What a percentile means' }).waitFor();
    assert.ok((await report.getByRole('link').count()) >= 2, 'sources and permalink are links');
    await report.getByRole('link', { name: page.url() }).waitFor();
    if (view === 'Measured') {
      await report.getByText('kg/km² per year', { exact: true }).waitFor();
      await report.getByText(/modelled from the crops grown in 2017/).first().waitFor();
      // The same "Download data" list as the sidebar's.
      await report.getByRole('heading', { name: 'Download data' }).waitFor();
      assert.equal(await report.getByRole('link', { name: 'Excel workbook' }).getAttribute('download'), 'county-exposures.xlsx');
    } else {
      await report.getByText('Scores are random examples, not measurements.').first().waitFor();
      assert.equal(await report.getByRole('heading', { name: 'Download data' }).count(), 0, 'the Demo report has the header export');
    }
    // Focus stays in the dialog: Tab from its last control does not reach the card behind it.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => !!document.activeElement?.closest('dialog') || document.activeElement === document.body), true);
    await screenshot(page, `report-${view.toLowerCase()}`);
    await page.keyboard.press('Escape');
    await report.waitFor({ state: 'hidden' });
    assert.equal(await details.evaluate((el) => el === document.activeElement), true, 'focus returns to View Details');
  });
}

app.test('axe finds no violation in the Measured view with the report open', { path: null, ...AXE_SCAN }, async ({ page, url }) => {
  const card = await measuredCardFor(page, url, '06019', 'Fresno');
  await card.getByRole('button', { name: 'View Details' }).click();
  await page.getByRole('dialog').waitFor();
  await expectNoViolations(page, 'the Measured view with the report open');
});

app.test('Measured downloads: Export Data gives county-exposures.csv, the card icon its row', { path: null }, async ({ page, url }) => {
  const { text, header, line } = await exportRow(url, '06019');
  const card = await measuredCardFor(page, url, '06019', 'Fresno');
  const [whole] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Data' }).click()]);
  assert.equal(whole.suggestedFilename(), 'county-exposures.csv');
  assert.equal(await readFile(await whole.path(), 'utf8'), text);
  await expectToast(page, 'Export Successful');
  const [one] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Export county data' }).click()]);
  assert.equal(one.suggestedFilename(), 'county-exposures-06019.csv');
  assert.equal(await readFile(await one.path(), 'utf8'), `${header}\n${line}\n`);
  await page.getByRole('link', { name: 'Codebook (CSV)', exact: true }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Codebook (CSV)', exact: true }).getAttribute('href'), apiPath('exportCodebook'));
});

app.test("Demo download: the card icon gives the card's row, saying the scores are random examples, then its measured figures", { path: '/?county=06019' }, async ({ page, url }) => {
  const card = countyCard(page, 'Fresno');
  await card.waitFor();
  const [one] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Export county data' }).click()]);
  assert.equal(one.suggestedFilename(), 'county-06019-demo-scores.csv');
  const [head, row] = (await readFile(await one.path(), 'utf8')).trim().split('\n');
  // The measured columns are the exposures export's, with Fresno's figures (after its fips, county,
  // state, population and population_year, which the Demo export does not repeat).
  const { header, line } = await exportRow(url, '06019');
  const measuredHeader = header.split(',').slice(5).join(',');
  const measuredCells = line.split(',').slice(5).join(',');
  assert.match(head, /^fips,county,state,overall_score,overall_band,/);
  assert.ok(head.endsWith(`,note,${measuredHeader}`), head);
  assert.match(row, /^06019,Fresno,California,\d+,(Low|Moderate|High),.*,the scores and bands are random examples generated in the browser; the columns after this one are measured,/);
  assert.ok(row.endsWith(`,${measuredCells}`), row);
});

// Issue 45: the sidebar's scale says what the Measured colours are, and the Demo's impact labels,
// which no figure stands behind, are not shown; the Demo keeps the specification's words.
const SCALE = {
  en: { home: '/', heading: 'County colours: combined score', note: 'The weighted mean of the layer percentiles.', demoHeading: 'Risk Scale', demoBadges: ['High Impact', 'Moderate', 'Low-Mod', 'Variable'] },
  es: { home: '/es/', heading: spanishText('measured.scaleTitle'), note: spanishText('view.measuredScoreNote'), demoHeading: spanishText('riskScale.title'), demoBadges: null },
};

for (const [lang, words] of Object.entries(SCALE)) {
  for (const viewport of ['desktop', 'phone']) {
    app.test(`${lang} ${viewport}: the Measured sidebar names its colours and shows no impact labels; the Demo keeps its Risk Scale`, { viewport, path: null, ...AXE_SCAN }, async ({ page, url }) => {
      await page.goto(`${url}${words.home}?data=measured`);
      const sidebar = page.locator('#sidebar');
      const scale = sidebar.getByRole('region', { name: words.heading, exact: true });
      await scale.waitFor();
      assert.equal((await scale.locator('.risk-scale-note').innerText()).trim(), words.note);
      assert.equal(await sidebar.getByRole('heading', { name: words.demoHeading, exact: true }).count(), 0);
      await sidebar.locator('.layer-item').first().waitFor();
      assert.equal(await sidebar.locator('.impact-badge').count(), 0);
      await scale.scrollIntoViewIfNeeded();
      await screenshot(page, `measured-scale-${lang}-${viewport}`);
      await expectNoViolations(page, `${lang} ${viewport} Measured sidebar`);

      await page.goto(`${url}${words.home}`);
      await sidebar.getByRole('region', { name: words.demoHeading, exact: true }).waitFor();
      assert.equal(await sidebar.getByRole('heading', { name: words.heading, exact: true }).count(), 0);
      assert.equal(await sidebar.locator('.risk-scale-note').count(), 0);
      const badges = (await sidebar.locator('.impact-badge').allInnerTexts()).map((t) => t.trim());
      assert.equal(badges.length, 4);
      if (words.demoBadges) assert.deepEqual(badges, words.demoBadges);
    });
  }
}
