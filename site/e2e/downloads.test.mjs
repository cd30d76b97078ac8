// The Measured view's "Download data" list (issue 27): every download arrives with its file name
// and content type on desktop and phone, by mouse and by keyboard, its size as the list says, and
// axe finds nothing with the list shown.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { screenshot, useApp } from './support/harness.mjs';
import { AXE_SCAN, expectNoViolations } from './support/axe.mjs';

const app = useApp();

/** Each link of the list by its text: the file it saves and its content type. */
const DOWNLOADS = {
  CSV: ['county-exposures.csv', /^text\/csv; charset=utf-8$/],
  'Excel workbook': ['county-exposures.xlsx', /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet$/],
  'PM2.5 by year (CSV)': ['county-pm25-by-year.csv', /^text\/csv; charset=utf-8$/],
  'Pesticide compounds, 2012 (CSV)': ['county-pesticide-compounds-2012.csv', /^text\/csv; charset=utf-8$/],
  'Codebook (CSV)': ['county-exposures-codebook.csv', /^text\/csv; charset=utf-8$/],
  'California census tracts (CSV)': ['ca-tracts-calenviroscreen4.csv', /^text\/csv; charset=utf-8$/],
  'California census tracts (Excel)': ['ca-tracts-calenviroscreen4.xlsx', /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet$/],
  'Superfund sites with TCE or PCE (CSV)': ['superfund-sites-tce-pce.csv', /^text\/csv; charset=utf-8$/],
  'Data package (JSON)': ['datapackage.json', /^application\/json; charset=utf-8$/],
  'Everything (ZIP)': ['county-exposures-datapackage.zip', /^application\/zip$/],
};

const downloadList = (page) => page.getByRole('region', { name: 'Download data' });

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: each download of the list arrives with its name, type and the size shown`, { viewport, path: '/?data=measured' }, async ({ page, url }) => {
    const list = downloadList(page);
    await list.waitFor();
    await list.scrollIntoViewIfNeeded();
    await screenshot(page, `downloads-${viewport}`);
    assert.equal(await list.getByRole('link').count(), Object.keys(DOWNLOADS).length);
    for (const [name, [fileName, type]] of Object.entries(DOWNLOADS)) {
      const link = list.getByRole('link', { name, exact: true });
      const byKeyboard = name === 'Excel workbook';
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 10_000 }),
        byKeyboard ? link.focus().then(() => page.keyboard.press('Enter')) : link.click(),
      ]);
      assert.equal(download.suggestedFilename(), fileName, name);
      const saved = await readFile(await download.path());
      const answer = await page.request.get(url + (await link.getAttribute('href')));
      assert.match(answer.headers()['content-type'], type, name);
      assert.equal(answer.headers()['content-disposition'], `attachment; filename="${fileName}"`, name);
      assert.ok(saved.equals(await answer.body()), `${name}: the saved file is the served one`);
      const item = await link.locator('xpath=..').innerText();
      const kB = saved.length < 10_000 ? Math.round(saved.length / 100) / 10 : Math.round(saved.length / 1000);
      const shown = kB.toLocaleString('en-US');
      assert.ok(item.includes(`(${shown} kB)`), `${name} says its size, ${shown} kB: ${item}`);
    }
  });
}

app.test('the workbook is named for spreadsheets and the list is in the Measured view only', { path: '/?data=measured' }, async ({ page }) => {
  const list = downloadList(page);
  await list.getByText('Excel workbook').waitFor();
  assert.match(await list.innerText(), /Excel workbook \([\d.,]+ kB\): opens with FIPS codes intact/);
  await page.getByRole('radio', { name: 'Demo scores', exact: true }).locator('visible=true').first().click();
  await page.getByText('Scores are random examples, not measurements.').first().waitFor();
  assert.equal(await downloadList(page).count(), 0);
});

app.test('axe finds no violation with the Download data list shown', { path: '/?data=measured', ...AXE_SCAN }, async ({ page }) => {
  await downloadList(page).getByRole('link', { name: 'CSV', exact: true }).waitFor();
  await expectNoViolations(page, 'the Measured view with the Download data list');
});
