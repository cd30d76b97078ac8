// The Measured county report answers the next questions (issue 24): why each layer (the studies,
// as links), PM2.5 over time (19 years, the figures as text), where the county sits among all
// counties, beside another county (compare, from search and from the link), and print. Desktop and
// phone; axe with the report open, in compare and in print media; the harness fails on console
// errors and CSP violations.
import assert from 'node:assert/strict';
import { countyCard, screenshot, useApp } from './support/harness.mjs';
import { AXE_SCAN, expectNoViolations } from './support/axe.mjs';

const app = useApp();

async function openReport(page, url, { fips = '06019', name = 'Fresno', title = 'Fresno County, CA' } = {}) {
  await page.goto(`${url}/?data=measured&county=${fips}`);
  const card = countyCard(page, name);
  await card.waitFor({ timeout: 15_000 });
  await card.getByRole('button', { name: 'View Details' }).click();
  const report = page.getByRole('dialog', { name: new RegExp(`^${title}: `) });
  await report.waitFor();
  await report.locator('[data-report-ready="true"]').waitFor({ timeout: 15_000 });
  return report;
}

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: Fresno's report shows the studies, PM2.5 from 2000 to 2018 and where Fresno sits`, { viewport, path: null, ...AXE_SCAN }, async ({ page, url }) => {
    const report = await openReport(page, url);

    // Why this layer: the studies as links to their DOI, with the mixed PM2.5 evidence said.
    const costello = report.getByRole('link', { name: /^Costello et al\. 2009, American Journal of Epidemiology/ });
    assert.equal(await costello.getAttribute('href'), 'https://doi.org/10.1093/aje/kwp006');
    assert.equal(await report.locator('.report-studies a[href^="https://doi.org/10."]').count(), 12, "twelve studies, each a DOI link: the four layers' and the Superfund sites' three");
    await report.getByText(/odds about 1\.75 times as high \(95% CI 1\.13-2\.73\)/).waitFor();
    await report.getByText(/These are associations in populations, measured in other places and years/).waitFor();
    await report.getByText(/The evidence for Air Pollution \(PM2\.5\) is mixed: Kasdagli et al\. 2019/).waitFor();

    // PM2.5 over time: 19 points, and the first and last figures as text.
    const chart = report.getByRole('img', { name: /PM2\.5, annual mean, 2000-2018/ });
    await chart.waitFor();
    assert.equal(await chart.locator('[data-series="county"] .trend-point').count(), 19);
    const name = await chart.evaluate((svg) => svg.querySelector('desc')?.textContent ?? '');
    assert.match(name, /Fresno, CA from 10\.55 in 2000 to 9\.70 in 2018/);
    assert.match(name, /California median county from [\d.]+ in 2000/);
    assert.match(name, /US median county from [\d.]+ in 2000/);
    await report.getByText('The figures by year').click();
    const row2018 = report.getByRole('row', { name: /^2018 / });
    assert.match(await row2018.innerText(), /9\.70/);

    // Where it sits: a distribution per layer marking Fresno, its percentile in words.
    assert.equal(await report.locator('.distribution-mark[data-fips="06019"]').count(), 4, 'Fresno marked on every layer');
    await report.getByText(/log scale/).first().waitFor();
    await report.getByText(/Fresno: [\d.,]+ µg\/m³, higher than \d+% of US counties \(percentile \d+\)$/).waitFor();
    await report.getByText(/Counted apart, not drawn: None reported: [\d,]+ counties/).waitFor();

    // Nothing scrolls sideways.
    const overflow = await report.locator('.county-report-body').evaluate((el) => el.scrollWidth - el.clientWidth);
    assert.ok(overflow <= 0, `the report scrolls sideways by ${overflow}px`);
    await screenshot(page, `county-report-${viewport}`);
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, `county-report-${viewport}-trend`);
    await expectNoViolations(page, `the ${viewport} report with the charts`);
  });
}

app.test('a county without yearly figures says so, with no chart and no failed request (Anchorage, AK)', { path: null }, async ({ page, url }) => {
  const report = await openReport(page, url, { fips: '02020', name: 'Anchorage', title: 'Anchorage, AK' });
  await report.getByText('Anchorage, Alaska has no yearly PM2.5 figures: the source covers the contiguous states and DC.').waitFor();
  assert.equal(await report.locator('.trend-chart').count(), 0);
  assert.equal(await report.locator('.distribution-mark[data-fips="02020"]').count(), 2, 'marked where it has a figure (traffic, releases)');
});

app.test('print: the report alone, links written out, the date and address at the end; axe in print media', { path: null, ...AXE_SCAN }, async ({ page, url }) => {
  const report = await openReport(page, url);
  await report.getByRole('button', { name: 'Print or save as PDF' }).waitFor();
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.locator('.leaflet-container').isVisible(), false, 'the map is hidden');
  assert.equal(await page.locator('aside, .sidebar').first().isVisible().catch(() => false), false, 'the sidebar is hidden');
  assert.equal(await report.getByRole('button', { name: 'Print or save as PDF' }).isVisible(), false, 'no buttons');
  const footer = report.locator('.report-print-footer');
  assert.ok(await footer.isVisible());
  assert.match(await footer.innerText(), /Data last updated .+\. Printed from http.+\?data=measured&county=06019/);
  const after = await report.locator('.report-studies a[href="https://doi.org/10.1093/aje/kwp006"]').evaluate((a) => getComputedStyle(a, '::after').content);
  assert.match(after, /https:\/\/doi\.org\/10\.1093\/aje\/kwp006/);
  await page.setViewportSize({ width: 816, height: 1056 });
  await screenshot(page, 'county-report-print');
  await expectNoViolations(page, 'the report in print media');
  for (const format of ['A4', 'Letter']) {
    const pdf = await page.pdf({ format });
    assert.ok(pdf.length > 10_000, `prints to PDF on ${format}`);
  }
});

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: compare Fresno with Los Angeles by search, then the link, back and forward, and remove`, { viewport, path: null, ...AXE_SCAN }, async ({ page, url }) => {
    const report = await openReport(page, url);
    await report.getByRole('button', { name: 'Compare with another county' }).click();
    const box = report.getByRole('combobox', { name: /^Compare with another county/ });
    await box.fill('Los Angeles, CA');
    await report.getByRole('option', { name: 'Los Angeles, California' }).click();
    const both = page.getByRole('dialog', { name: 'Fresno County, CA and Los Angeles County, CA: county report' });
    await both.waitFor();
    await both.locator('[data-report-ready="true"]').waitFor();
    assert.equal(new URL(page.url()).search, '?data=measured&county=06019&compare=06037');

    // Both on each distribution and in the trend; both columns of figures.
    assert.equal(await both.locator('.distribution-mark[data-fips="06037"]').count(), 4);
    const chart = both.getByRole('img', { name: /PM2\.5, annual mean/ });
    assert.equal(await chart.locator('[data-series="compare"] .trend-point').count(), 19);
    assert.match(await chart.evaluate((svg) => svg.querySelector('desc')?.textContent ?? ''), /Los Angeles, CA from 12\.34 in 2000 to 8\.55 in 2018/);
    // Each county's population, named.
    await both.getByText('Fresno, CA: Population 1,017,162 (2023 estimate). Source: US Census Bureau, Population Estimates Program, county totals, Vintage 2023 (estimate for July 1, 2023).').waitFor();
    await both.getByText(/^Los Angeles, CA: Population [\d,]+ \(2023 estimate\)\. Source: /).waitFor();
    const overflow = await both.locator('.county-report-body').evaluate((el) => el.scrollWidth - el.clientWidth);
    assert.ok(overflow <= 0, `the comparison scrolls sideways by ${overflow}px`);
    await screenshot(page, `county-report-compare-${viewport}`);
    await expectNoViolations(page, `the ${viewport} comparison`);

    // Copy link copies the comparison's address.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await both.getByRole('button', { name: 'Copy link' }).click();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), page.url());

    // Back closes the report, comparison and all; Forward opens the comparison again.
    await page.goBack();
    await both.waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).search, '?data=measured&county=06019');
    await page.goForward();
    await both.waitFor();
    assert.equal(new URL(page.url()).search, '?data=measured&county=06019&compare=06037');

    // The link alone opens both.
    await page.goto(`${url}/?data=measured&county=06019&compare=06037`);
    await both.locator('[data-report-ready="true"]').waitFor({ timeout: 15_000 });

    // Remove returns to the single report and its link.
    await both.getByRole('button', { name: 'Remove Los Angeles, CA' }).click();
    await page.getByRole('dialog', { name: 'Fresno County, CA: county report' }).waitFor();
    assert.equal(new URL(page.url()).search, '?data=measured&county=06019');
  });
}

for (const [compare, problem] of [
  ['99999', 'There is no county with the code 99999 to compare with'],
  ['06019', 'That is the county of this report'],
]) {
  app.test(`a link comparing with ${compare} says why in a toast and opens the single report`, { path: null }, async ({ page, url }) => {
    await page.goto(`${url}/?data=measured&county=06019&compare=${compare}`);
    await page.getByRole('dialog', { name: 'Fresno County, CA: county report' }).waitFor({ timeout: 15_000 });
    await page.getByText('Cannot Compare').waitFor();
    await page.getByText(new RegExp(problem)).waitFor();
  });
}
