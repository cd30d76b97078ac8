// The main page as a visitor sees it: texts, loading overlay, map controls, markers, detail card,
// tooltip and layer toggles.
import assert from 'node:assert/strict';
import {
  countyCard,
  desktopSearch,
  eventually,
  mapCentre,
  markerPixels,
  screenshot,
  settledZoom,
  useApp,
  waitForMapReady,
} from './support/harness.mjs';
import { activeLayerChips, hoverForTooltip, LAYERS, layerCheckbox, openCountyByMarker } from './support/page-helpers.mjs';

const app = useApp();

app.test('header and sidebar texts (desktop)', async ({ page }) => {
  await page.getByRole('heading', { name: "Parkinson's Disease Environmental Risk Mapper" }).waitFor();
  await page.getByText('California & Florida Exposure Analysis').waitFor();
  await page.getByRole('button', { name: 'Export Data' }).waitFor();
  const search = page.getByRole('combobox', { name: 'Search counties' });
  assert.equal(await search.getAttribute('placeholder'), 'Search county or address...');

  const sidebar = page.getByRole('complementary', { name: 'Map controls' });
  await sidebar.getByText('Environmental Risk Analysis', { exact: true }).waitFor();
  await sidebar.getByText("Mapping Parkinson's disease environmental exposure factors across California and Florida counties.").waitFor();
  for (const [label, value] of [['High Risk Counties', '23'], ['Moderate Risk', '41']]) {
    const tile = sidebar.getByText(label, { exact: true });
    await tile.waitFor();
    // The figure sits next to its label in the same tile.
    const tileText = await tile.locator('xpath=..').innerText();
    assert.ok(tileText.includes(value), `tile "${label}" shows ${value}: ${tileText}`);
  }
  await sidebar.getByText('Risk Factor Layers').waitFor();
  for (const layer of LAYERS) {
    const box = sidebar.getByRole('checkbox', { name: layer.name, exact: true });
    assert.equal(await box.isChecked(), layer.default, `${layer.name} default`);
    await sidebar.getByText(layer.impact, { exact: true }).first().waitFor();
  }
  await sidebar.getByText('Risk Scale').waitFor();
  for (const band of ['Low', 'Moderate', 'High']) await sidebar.getByText(band, { exact: true }).first().waitFor();
  await sidebar.getByText('Data Sources').waitFor();
  for (const source of [
    'EPA Air Quality Data',
    'CA Dept of Pesticide Regulation',
    'FL Dept of Environmental Protection',
    'FL Groundwater Quality Monitoring',
    'CARB Air Quality Monitoring',
    'UCLA PEG Study Data',
  ]) {
    await sidebar.getByText(source, { exact: true }).waitFor();
  }
  await sidebar.getByText('Last updated: December 2024').waitFor();
  await page.getByText(/educational and entertainment purposes/i).first().waitFor();
  await page.getByText(/OpenStreetMap/).first().waitFor();
  await screenshot(page, 'desktop-main');
});

app.test('phone layout shows the compact header and the map block', { viewport: 'phone' }, async ({ page }) => {
  await page.getByRole('heading', { name: "Parkinson's Disease Environmental Risk Mapper" }).waitFor();
  await page.getByRole('button', { name: 'Search counties' }).waitFor();
  await page.getByRole('button', { name: 'Toggle sidebar' }).waitFor();
  const search = page.getByRole('combobox', { name: 'Search counties' });
  assert.equal(await search.isVisible(), false, 'desktop search box hidden on phones');
  await screenshot(page, 'phone-main-drawer-open');
  const box = await page.locator('.leaflet-container').first().boundingBox();
  assert.ok(Math.abs(box.height - 384) <= 2, `map block is 24rem high on phones, got ${box.height}`);
  assert.ok(box.width <= 390);
});

app.test('loading overlay shows for about a second after the map mounts', { waitReady: false }, async ({ page }) => {
  const overlay = page.getByText('Loading environmental data...');
  await overlay.waitFor({ state: 'visible', timeout: 10_000 });
  const shownAt = Date.now();
  await overlay.waitFor({ state: 'hidden', timeout: 5_000 });
  const shownFor = Date.now() - shownAt;
  assert.ok(shownFor < 3_000, `overlay hidden after ${shownFor} ms`);
  await waitForMapReady(page);
});

app.test('markers are drawn on the canvas', async ({ page }) => {
  assert.ok((await markerPixels(page)) > 100, 'marker pixels on the Leaflet canvas');
});

app.test('Zoom In, Zoom Out and Reset View change the map zoom', async ({ page }) => {
  const initial = await settledZoom(page);
  assert.ok(initial >= 2 && initial <= 6, `initial zoom fits the US, got ${initial}`);
  await page.getByRole('button', { name: 'Zoom In' }).click();
  await settledZoom(page, { expect: initial + 1 });
  await page.getByRole('button', { name: 'Zoom In' }).click();
  await settledZoom(page, { expect: initial + 2 });
  await page.getByRole('button', { name: 'Zoom Out' }).click();
  await settledZoom(page, { expect: initial + 1 });
  await page.getByRole('button', { name: 'Reset View' }).click();
  await settledZoom(page, { expect: initial });
  for (const name of ['Zoom In', 'Zoom Out', 'Reset View']) {
    assert.equal(await page.getByRole('button', { name }).getAttribute('title'), name);
  }
});

app.test('clicking a marker opens the detail card, its report and its row; Close closes it', async ({ page }) => {
  const card = await openCountyByMarker(page, 'Los Angeles');
  await card.getByRole('heading', { name: 'Los Angeles' }).waitFor();
  await card.getByText('California', { exact: true }).waitFor();
  const bar = card.getByRole('progressbar');
  assert.equal(await bar.getAttribute('aria-valuemax'), '100');
  const now = Number(await bar.getAttribute('aria-valuenow'));
  assert.ok(Number.isFinite(now) && now >= 0 && now <= 100, `aria-valuenow ${now}`);
  const text = await card.innerText();
  assert.match(text, /Pesticide Exposure:\s*(High|Moderate|Low)/);
  assert.match(text, /Air Pollution \(PM2\.5\):\s*(High|Moderate|Low)/);
  assert.match(text, /(Low|Moderate|High) risk/i);
  assert.ok(text.includes(String(now)), `card shows the overall score ${now}`);
  await screenshot(page, 'desktop-card-open');

  const before = page.url();
  const details = card.getByRole('button', { name: 'View Details' });
  await details.click();
  const report = page.getByRole('dialog', { name: 'Los Angeles, California: county report' });
  await report.waitFor();
  await page.keyboard.press('Escape');
  await report.waitFor({ state: 'hidden' });
  assert.equal(await details.evaluate((el) => el === document.activeElement), true, 'focus returns to View Details');
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Export county data' }).click()]);
  assert.match(download.suggestedFilename(), /\.csv$/);
  assert.equal(page.url(), before, 'card buttons do not navigate');
  assert.equal(await card.isVisible(), true);

  await card.getByRole('button', { name: 'Close' }).click();
  await card.waitFor({ state: 'hidden' });
});

app.test('hovering a marker shows the layer tooltip', async ({ page }) => {
  await desktopSearch(page, 'Los Angeles');
  await countyCard(page, 'Los Angeles').waitFor();
  await settledZoom(page, { expect: 8 });
  const tooltip = await hoverForTooltip(page, await mapCentre(page));
  const text = await tooltip.innerText();
  assert.match(text, /Los Angeles/);
  assert.match(text, /Pesticide Exposure:\s*(High|Moderate|Low)/);
  assert.match(text, /(Air Pollution \(PM2\.5\)|Air Quality):\s*(High|Moderate|Low)/);
  assert.doesNotMatch(text, /Traffic/);
});

app.test('layer toggles update the Active Layers legend and markers', async ({ page }) => {
  assert.deepEqual(await activeLayerChips(page), ['Pesticides', 'Air Quality']);
  await layerCheckbox(page, 'Traffic Density').check();
  await eventually(async () => (await activeLayerChips(page)).join() === 'Pesticides,Air Quality,Traffic', { message: 'Traffic chip' });
  await layerCheckbox(page, 'Pesticide Exposure').uncheck();
  await eventually(async () => (await activeLayerChips(page)).join() === 'Air Quality,Traffic', { message: 'Pesticides chip removed' });
  await layerCheckbox(page, 'Industrial Chemicals').check();
  await eventually(async () => (await activeLayerChips(page)).join() === 'Air Quality,Traffic,Industrial', { message: 'Industrial chip' });
  for (const name of ['Air Pollution (PM2.5)', 'Traffic Density', 'Industrial Chemicals']) await layerCheckbox(page, name).uncheck();
  await page.getByText('Active Layers:').waitFor({ state: 'hidden' });
  // With no layer the markers still show (raw score, opacity 0.7).
  assert.ok((await markerPixels(page)) > 100);
});
