// A layer is data (issue 36): a fifth layer added to a copy of data/ as rows, a figure file and
// their Spanish only (fixtures/fifth-layer/), then `riskmap generate` and the Vite build of the
// real code, shows in the Measured view's sidebar, legend, card, report and downloads, in both
// languages, while the Demo view keeps the specification's four. No code is edited.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { appendFile, cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiPath, countyCard, eventually, ROOT, runCli, screenshot, useApp } from './support/harness.mjs';
import { LAYERS, layerCheckbox } from './support/page-helpers.mjs';

const FIXTURE = path.join(ROOT, 'site/e2e/fixtures/fifth-layer');
const TCE = { name: 'Trichloroethylene Releases', short: 'TCE', spanish: 'Emisiones de tricloroetileno' };

/** Adds the fixture's files to the data folder: lines to the files it has, new files as they are. */
async function addFixture(dataDir) {
  for (const entry of await readdir(FIXTURE, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name === 'README.md') continue;
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(dataDir, path.relative(FIXTURE, from));
    const lines = await readFile(from, 'utf8');
    const existing = await readFile(to, 'utf8').catch(() => null);
    if (existing === null) await cp(from, to);
    else await appendFile(to, (existing.endsWith('\n') ? '' : '\n') + lines.slice(lines.indexOf('\n') + 1));
  }
}

/** The site built from the copy: `npm run build`'s steps, run in a folder of their own. */
async function buildWithFifthLayer() {
  const dir = await mkdtemp(path.join(tmpdir(), 'riskmap-fifth-layer-'));
  await cp(path.join(ROOT, 'data'), path.join(dir, 'data'), { recursive: true });
  await addFixture(path.join(dir, 'data'));
  await runCli(['generate', '--data', path.join(dir, 'data'), '--out', path.join(dir, 'build')]);
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const config = path.join(ROOT, 'site/vite.config.ts');
  // The build reads the API from ./build of the folder it runs in, as `npm run build` does at the root.
  for (const mode of [[], ['--mode', 'es']]) {
    await promisify(execFile)(process.execPath, [vite, 'build', '--config', config, '--outDir', path.join(dir, 'dist'), '--logLevel', 'warn', ...mode], {
      cwd: dir,
      maxBuffer: 16 << 20,
    });
  }
  return { dir: path.join(dir, 'dist'), cleanup: () => rm(dir, { recursive: true, force: true }) };
}

const app = useApp({ serve: buildWithFifthLayer });

/** The colour a swatch or chip dot is painted with, as the browser computes it. */
const paint = (locator, pseudo = null) =>
  locator.evaluate((el, pseudo) => getComputedStyle(el, pseudo).backgroundImage, pseudo);

async function csvHeader(url, path) {
  return (await (await fetch(url + path)).text()).split('\n')[0].split(',');
}

app.test('the Demo view keeps the specification\'s four layers', async ({ page }) => {
  const boxes = page.locator('.layer-checkbox').locator('visible=true');
  assert.deepEqual(await boxes.evaluateAll((inputs) => inputs.map((i) => i.value)), LAYERS.map((l) => l.id));
  assert.equal(await page.getByRole('checkbox', { name: TCE.name }).count(), 0);
});

for (const viewport of ['desktop', 'phone']) {
  app.test(`${viewport}: the Measured view lists the fifth layer with its colours, chip, card and report`, { viewport, path: '/?data=measured&county=06019&layers=tce' }, async ({ page }) => {
    // Sidebar: its box, checked by the link, with its swatch and unit; the impact labels are the Demo's.
    const box = layerCheckbox(page, TCE.name);
    assert.equal(await box.isChecked(), true);
    const item = page.locator('.layer-item[data-layer="tce"]').locator('visible=true').first();
    assert.match(await paint(item.locator('.layer-swatch')), /rgb\(128, 203, 196\).*rgb\(0, 105, 92\)/);
    await item.getByText('lb/km² per year, 1988-2018').waitFor();
    assert.equal(await page.locator('.impact-badge').count(), 0);

    // The legend's chip, in its colour.
    const chip = page.locator('.chip[data-layer="tce"]');
    assert.equal((await chip.innerText()).trim(), TCE.short);
    assert.match(await paint(chip, '::before'), /rgb\(128, 203, 196\)/);

    // The card: Fresno's TCE figure beside the four others.
    const card = countyCard(page, 'Fresno');
    await card.waitFor({ timeout: 15_000 });
    await card.getByText(/^Trichloroethylene Releases: [\d.,]+ lb\/km² per year/).waitFor();
    await screenshot(page, `fifth-layer-${viewport}-card`);

    // The report: a section of its own with its caveat.
    await card.getByRole('button', { name: 'View Details' }).click();
    const report = page.getByRole('dialog', { name: /^Fresno County, CA: / });
    await report.locator('[data-report-ready="true"]').waitFor({ timeout: 15_000 });
    await report.getByRole('heading', { name: TCE.name }).waitFor();
    await report.getByText(/dry cleaners and most small users do not/).waitFor();
    await report.getByRole('heading', { name: TCE.name }).scrollIntoViewIfNeeded();
    await screenshot(page, `fifth-layer-${viewport}-report`);
  });
}

app.test('with no layer selected, the Measured legend and summary count five layers', { path: '/?data=measured&layers=' }, async ({ page }) => {
  await page.getByText("Combined score: the weighted mean of the 5 layers' national percentiles").waitFor();
  await page.getByText('Counted for the selected layers (all 5 layers when none is selected).').waitFor();
  // A switch to the Demo view drops the layer it does not show, from the boxes and the link.
  await page.goto(page.url().replace('layers=', 'layers=tce,traffic'));
  await layerCheckbox(page, TCE.name).waitFor();
  await page.getByRole('radio', { name: 'Demo scores' }).click();
  await eventually(() => new URL(page.url()).search === '?layers=traffic', { message: 'the Demo link without tce' });
  assert.equal(await page.getByRole('checkbox', { name: TCE.name }).count(), 0);
});

app.test('the downloads and the codebook carry its columns', async ({ url }) => {
  const columns = ['tce_lb_per_km2_per_year', 'tce_years', 'tce_percentile', 'tce_status'];
  for (const file of [apiPath('exportExposures'), apiPath('exportCsv')]) {
    const header = await csvHeader(url, file);
    for (const column of columns) assert.ok(header.includes(column), `${file} has ${column}`);
  }
  const codebook = await (await fetch(url + apiPath('exportCodebook'))).text();
  assert.match(codebook, /county-exposures\.csv,tce_percentile,"?national percentile of the Trichloroethylene Releases figure/);
  assert.match(codebook, /percentil nacional de la cifra de Emisiones de tricloroetileno/);
  const manifest = await (await fetch(url + apiPath('manifest'))).json();
  assert.deepEqual(
    manifest.layers.map((l) => [l.id, l.demo]),
    [...LAYERS.map((l) => [l.id, true]), ['tce', false]],
  );
});

app.test('the Spanish page names it in Spanish', { path: '/es/?data=measured&layers=tce' }, async ({ page }) => {
  assert.equal(await layerCheckbox(page, TCE.spanish).isChecked(), true);
  await screenshot(page, 'fifth-layer-spanish');
});
