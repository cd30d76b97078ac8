// The header "Export Data" button: download, busy state and failure toast.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { apiPath, expectToast, useApp } from './support/harness.mjs';

const app = useApp();
const RESOURCE_500 = /Failed to load resource: the server responded with a status of 500/;

app.test('Export Data downloads environmental-data.csv with the API contents', async ({ page, url }) => {
  const expected = await (await fetch(url + apiPath('exportCsv'))).text();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 10_000 }),
    page.getByRole('button', { name: 'Export Data' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'environmental-data.csv');
  const file = await download.path();
  assert.equal(await readFile(file, 'utf8'), expected);
  await expectToast(page, 'Export Successful', 'Environmental data has been exported to CSV file.');
});

app.test('button reads "Exporting..." and is disabled while the export is pending', async ({ page }) => {
  let release;
  const gate = new Promise((resolve) => (release = resolve));
  await page.route('**' + apiPath('exportCsv'), async (route) => {
    await gate;
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Export Data' }).click();
  const busy = page.getByRole('button', { name: 'Exporting...' });
  await busy.waitFor();
  assert.equal(await busy.isDisabled(), true);
  const downloaded = page.waitForEvent('download', { timeout: 10_000 });
  release();
  await downloaded;
  const idle = page.getByRole('button', { name: 'Export Data' });
  await idle.waitFor();
  assert.equal(await idle.isEnabled(), true);
});

app.test('a failing export shows the Export Failed toast', { allowConsole: [RESOURCE_500, /export/i, /500/] }, async ({ page }) => {
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.route('**' + apiPath('exportCsv'), (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }));
  await page.getByRole('button', { name: 'Export Data' }).click();
  await expectToast(page, 'Export Failed', 'There was an error exporting the data. Please try again.');
  await page.getByRole('button', { name: 'Export Data' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Export Data' }).isEnabled(), true);
  assert.equal(downloads, 0);
});
