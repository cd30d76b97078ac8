// Page-specific helpers shared by the e2e tests: layers, legend chips, reaching a marker.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { countyCard, desktopSearch, eventually, mapCentre, ROOT, settledZoom, waitForHydration } from './harness.mjs';

/** A message of the page in both languages, as a name to find an element by on either page. */
async function inEitherLanguage(id) {
  const names = await Promise.all(['en', 'es'].map(async (lang) => JSON.parse(await readFile(path.join(ROOT, `site/locales/${lang}.json`), 'utf8'))[id]));
  return new RegExp(`^(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
}
const SEARCH_COUNTIES = await inEitherLanguage('search.label');

export const LAYERS = [
  { id: 'pesticides', name: 'Pesticide Exposure', short: 'Pesticides', impact: 'High Impact', default: true },
  { id: 'airPollution', name: 'Air Pollution (PM2.5)', short: 'Air Quality', impact: 'Moderate', default: true },
  { id: 'traffic', name: 'Traffic Density', short: 'Traffic', impact: 'Low-Mod', default: false },
  { id: 'industrial', name: 'Industrial Chemicals', short: 'Industrial', impact: 'Variable', default: false },
];

/** The visible checkbox for a layer (phones may render a second copy in the closed drawer). */
export function layerCheckbox(page, name) {
  return page.getByRole('checkbox', { name, exact: true }).locator('visible=true').first();
}

export async function checkedLayers(page) {
  const checked = [];
  for (const layer of LAYERS) if (await layerCheckbox(page, layer.name).isChecked()) checked.push(layer.id);
  return checked;
}

/** Short names shown as chips in the "Active Layers:" legend, in display order ([] if hidden). */
export function activeLayerChips(page) {
  const shorts = LAYERS.map((l) => l.short);
  return page.evaluate((shorts) => {
    const label = [...document.querySelectorAll('body *')].find(
      (el) => el.childElementCount === 0 && el.textContent.trim() === 'Active Layers:' && el.offsetParent !== null,
    );
    if (!label) return [];
    let card = label.parentElement;
    while (card && card.innerText.trim() === 'Active Layers:') card = card.parentElement;
    const leaves = [...card.querySelectorAll('*')].filter((el) => el.childElementCount === 0);
    return leaves.map((el) => el.textContent.trim()).filter((t) => shorts.includes(t));
  }, shorts);
}

/**
 * Opens a county's card by clicking its marker: a search centres the county at zoom 8, so after
 * closing the search's card the marker sits at the centre of the map container.
 */
export async function openCountyByMarker(page, name) {
  await desktopSearch(page, name);
  const card = countyCard(page, name);
  await card.waitFor();
  await settledZoom(page, { expect: 8 });
  await card.getByRole('button', { name: 'Close' }).click();
  await card.waitFor({ state: 'hidden' });
  const { x, y } = await mapCentre(page);
  await page.mouse.click(x, y);
  await card.waitFor({ timeout: 5_000 });
  return card;
}

/**
 * Hovers the map at (x, y) until a Leaflet tooltip opens. Leaflet's canvas renderer throttles
 * hover checks to one per 32 ms, so a pointer that stops right after a fast move may never be
 * noticed; like a person's hand, the pointer keeps wiggling by a pixel while we wait.
 */
export async function hoverForTooltip(page, { x, y }, text = 'Pesticide Exposure: ') {
  const tooltip = page.locator('.leaflet-tooltip').filter({ hasText: text }).first();
  await page.mouse.move(x - 30, y - 30);
  await page.mouse.move(x, y, { steps: 3 });
  await eventually(
    async () => {
      await page.mouse.move(x + (Math.random() < 0.5 ? 1 : -1), y);
      return tooltip.isVisible();
    },
    { timeout: 5_000, interval: 100, message: `tooltip "${text}"` },
  );
  return tooltip;
}

/**
 * Presses an "Outside This View" toast's "Show measured data" and checks that the Measured view shows
 * the county, selected, with the view in the link.
 */
export async function showMeasuredFromToast(page, toast, countyName) {
  await toast.getByRole('button', { name: 'Show measured data' }).click();
  await countyCard(page, countyName).waitFor();
  // On a phone the switch is in the drawer, hidden once its closing transition ends.
  assert.equal(await page.getByRole('radio', { name: 'Measured data', includeHidden: true }).first().isChecked(), true);
  assert.match(page.url(), /data=measured/);
}

export const searchBox = (page) => page.getByRole('combobox', { name: SEARCH_COUNTIES });
export const suggestions = (page) => page.getByRole('listbox', { name: 'Suggested counties' });

const searchButton = (page) => page.getByRole('button', { name: SEARCH_COUNTIES });

/** The search box, ready to type in; on a phone the header's search button opens it across the screen first (Measured view). */
export async function openSearchBox(page, viewport) {
  await waitForHydration(page);
  // The previous search's toast sits over the header on a phone, and a pointer resting on it keeps it
  // there: the button is pressed as such, not at a point the toast may cover.
  if (viewport === 'phone' && !(await searchBox(page).isVisible())) await searchButton(page).dispatchEvent('click');
  await searchBox(page).waitFor();
  return searchBox(page);
}

/**
 * Searches with the desktop box, or on a phone with the search button: the specification's prompt in
 * the Demo view, the search box across the top of the screen in the others (the button says whether
 * it expands one).
 */
export async function search(page, viewport, text) {
  await waitForHydration(page);
  if (viewport === 'phone' && (await searchButton(page).getAttribute('aria-expanded')) === null) {
    page.once('dialog', (dialog) => dialog.accept(text));
    await searchButton(page).dispatchEvent('click');
    return;
  }
  const box = await openSearchBox(page, viewport);
  await box.fill(text);
  await box.press('Enter');
}
