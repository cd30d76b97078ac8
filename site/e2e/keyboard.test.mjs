// Everything reachable and operable from the keyboard, with a visible focus indicator.
import assert from 'node:assert/strict';
import { AXE_SCAN, expectNoViolations } from './support/axe.mjs';
import { countyCard, eventually, expectToast, screenshot, settledZoom, useApp } from './support/harness.mjs';
import { spanishText } from './support/leftovers.mjs';
import { layerCheckbox } from './support/page-helpers.mjs';

const app = useApp();

function isFocused(locator) {
  return locator.evaluate((el) => el === document.activeElement);
}

/** Presses Tab until the locator has focus; fails after `max` presses. */
async function tabTo(page, locator, max = 80) {
  await locator.waitFor();
  for (let i = 0; i < max; i++) {
    if (await isFocused(locator)) return;
    await page.keyboard.press('Tab');
  }
  const active = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  assert.fail(`Tab never reached ${locator}; focus is on ${active}`);
}

/** The focused element draws a visible focus indicator (outline or ring shadow). */
async function expectFocusRing(locator, label) {
  const style = await locator.evaluate((el) => {
    const s = getComputedStyle(el);
    return { matches: el.matches(':focus-visible'), outline: s.outlineStyle, width: s.outlineWidth, shadow: s.boxShadow };
  });
  assert.ok(style.matches, `${label} matches :focus-visible`);
  const outline = style.outline !== 'none' && style.width !== '0px';
  assert.ok(outline || style.shadow !== 'none', `${label} shows a focus ring: ${JSON.stringify(style)}`);
}

app.test('search, export, layers, map controls and card by keyboard', async ({ page }) => {
  await page.locator('body').focus();
  const search = page.getByRole('combobox', { name: 'Search counties' });
  await tabTo(page, search);
  await expectFocusRing(search, 'search box');
  await page.keyboard.type('Los Angeles');
  await page.keyboard.press('Enter');
  const card = countyCard(page, 'Los Angeles');
  await card.waitFor();
  await expectToast(page, 'County Found');

  const exportButton = page.getByRole('button', { name: 'Export Data' });
  await tabTo(page, exportButton);
  await expectFocusRing(exportButton, 'Export Data');

  const traffic = layerCheckbox(page, 'Traffic Density');
  await tabTo(page, traffic);
  await expectFocusRing(traffic, 'Traffic Density checkbox');
  await page.keyboard.press('Space');
  assert.equal(await traffic.isChecked(), true);
  await page.keyboard.press('Space');
  assert.equal(await traffic.isChecked(), false);

  await settledZoom(page, { expect: 8 });
  const zoomOut = page.getByRole('button', { name: 'Zoom Out' });
  await tabTo(page, page.getByRole('button', { name: 'Zoom In' }));
  await expectFocusRing(page.getByRole('button', { name: 'Zoom In' }), 'Zoom In');
  await page.keyboard.press('Enter');
  await settledZoom(page, { expect: 9 });
  await tabTo(page, zoomOut);
  await page.keyboard.press('Enter');
  await settledZoom(page, { expect: 8 });
  // Leaflet ignores zoom requests during a zoom animation, so wait before pressing again.
  await page.keyboard.press('Enter');
  await settledZoom(page, { expect: 7 });
  const reset = page.getByRole('button', { name: 'Reset View' });
  await tabTo(page, reset);
  await page.keyboard.press('Enter');
  const fitted = await settledZoom(page);
  assert.ok(fitted < 7, `Reset View refits the US (zoom ${fitted})`);

  for (const name of ['View Details', 'Export county data', 'Copy link']) {
    const button = card.getByRole('button', { name });
    await tabTo(page, button);
    await expectFocusRing(button, name);
  }
  const close = card.getByRole('button', { name: 'Close' });
  await tabTo(page, close);
  await expectFocusRing(close, 'Close');
  await screenshot(page, 'desktop-keyboard-focus');
  await page.keyboard.press('Enter');
  await card.waitFor({ state: 'hidden' });
});

/** The map as the keyboard reaches it: an application to screen readers, named in the page's language. */
const keyboardMap = (page, name = 'Map') => page.getByRole('application', { name, exact: true });

/** What the map's status line says: the area the keyboard is on. */
const spoken = async (map) => (await map.getByRole('status').textContent()) ?? '';

/** Presses a key on the map until its status line says something matching `pattern` that is not `before`; returns it. */
async function pressForArea(page, map, key, pattern, before = '') {
  return eventually(
    async () => {
      await page.keyboard.press(key);
      const said = await eventually(async () => (await spoken(map)) || null, { timeout: 2_000, message: `${key} says an area` });
      return said !== before && pattern.test(said) && said;
    },
    { message: `${key} moves to an area matching ${pattern}` },
  );
}

/** The area the keyboard is on is drawn: its hover card names it, and its outline is dark on a white halo (not colour alone). */
async function expectShown(page, name) {
  const tooltip = page.locator('.leaflet-tooltip .county-tooltip');
  await tooltip.first().waitFor();
  assert.ok((await tooltip.first().innerText()).startsWith(name), `the hover card names ${name}`);
  const strokes = await page.locator('.leaflet-county-outline-pane path').evaluateAll((paths) => paths.map((p) => p.getAttribute('stroke').toUpperCase()));
  assert.deepEqual(strokes.slice(-2), ['#FFFFFF', '#1F2933'], 'a dark outline over a white halo');
}

/**
 * From the top of the page to an area's card by keyboard alone: Tab to the map, arrows to an area
 * (shown, and announced as `announced` says: its first group is the card's name), Enter to its card,
 * which takes focus and which axe finds clean; Escape closes it and gives the map its focus back, on
 * the same area. Returns what was announced.
 */
async function keyboardToCard(page, { mapName = 'Map', hint, announced, shot }) {
  const map = keyboardMap(page, mapName);
  await page.locator('body').focus();
  await tabTo(page, map, 200);
  await expectFocusRing(map, 'the map');
  assert.ok(await page.getByText(hint).isVisible(), 'the map shows its keys while the keyboard is on it');

  const first = await pressForArea(page, map, 'ArrowRight', announced);
  // The first press finds the area nearest the middle; then one of two opposite arrows finds another.
  let said = first;
  for (const key of ['ArrowRight', 'ArrowLeft']) {
    await page.keyboard.press(key);
    said = await eventually(async () => (await spoken(map)) !== first && spoken(map), { timeout: 2_000 }).catch(() => first);
    if (said !== first) break;
  }
  assert.notEqual(said, first, 'the arrows move between areas');
  assert.match(said, announced);
  const name = said.match(announced)[1];
  await expectShown(page, name);
  await screenshot(page, `${shot}-area`);

  await page.keyboard.press('Enter');
  const card = countyCard(page, name);
  await card.waitFor();
  assert.equal(await isFocused(card.getByRole('heading', { level: 2 })), true, 'the card’s heading has focus');
  await screenshot(page, `${shot}-card`);
  await expectNoViolations(page, `${shot}: the card opened from the map`);

  await page.keyboard.press('Escape');
  await card.waitFor({ state: 'detached' });
  assert.equal(await isFocused(map), true, 'focus is back on the map');
  await expectShown(page, name);
  assert.equal(await spoken(map), said, 'on the same area');
  await expectNoViolations(page, `${shot}: the map with an area focused`);
  return said;
}

const HINT = 'Arrow keys move between the areas in view; Enter opens the card; + and − zoom.';

app.test('desktop Demo: from the map to a county’s card by keyboard', AXE_SCAN, async ({ page }) => {
  await keyboardToCard(page, { hint: HINT, announced: /^(.+), (California|Florida): (Low|Moderate|High) risk \(\d+\)$/, shot: 'keyboard-map-demo' });
});

app.test('desktop Measured: from the map to a county’s card by keyboard', { ...AXE_SCAN, path: '/?data=measured' }, async ({ page }) => {
  await keyboardToCard(page, { hint: HINT, announced: /^(.+), ([^,]+): ((Low|Moderate|High) exposure \(\d+\)|No data)$/, shot: 'keyboard-map-measured' });
});

app.test('Spanish Demo: from the map to a county’s card by keyboard', { ...AXE_SCAN, path: '/es/' }, async ({ page }) => {
  await keyboardToCard(page, {
    mapName: spanishText('map.keyboard.name'),
    hint: spanishText('map.keyboard.hint'),
    announced: /^(.+), (California|Florida): Riesgo (bajo|moderado|alto) \(\d+\)$/,
    shot: 'keyboard-map-es',
  });
});

app.test('desktop Measured: Fresno’s census tracts at their zoom by keyboard', { ...AXE_SCAN, path: null }, async ({ page, url }) => {
  await page.goto(`${url}/?data=measured&county=06019`);
  const fresno = countyCard(page, 'Fresno');
  await fresno.waitFor({ timeout: 15_000 });
  await settledZoom(page, { expect: 8 });
  // A shared link leaves focus on the page: Escape closes its card and puts focus on the map.
  await page.keyboard.press('Escape');
  await fresno.waitFor({ state: 'detached' });
  const map = keyboardMap(page);
  assert.equal(await isFocused(map), true, 'the map has focus');
  // "+" (Shift and =): one zoom step in, to the tracts' zoom.
  await page.keyboard.press('Shift+Equal');
  await settledZoom(page, { expect: 9 });
  await page.getByText('California percentile (CalEnviroScreen 4.0)').first().waitFor({ timeout: 15_000 });
  // Escape lets the area go, so each press starts again from the middle: Fresno, whose tracts come with their files.
  const tract = /^(Census tract [\d.]+, Fresno County, CA): ((Low|Moderate|High) exposure \(\d+\)|No data)$/;
  const said = await eventually(async () => {
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowDown');
    return eventually(async () => spoken(map), { timeout: 2_000 }).then((words) => tract.test(words) && words);
  }, { message: 'an arrow finds a tract of Fresno' });
  const title = said.match(tract)[1];
  await expectShown(page, title);
  await screenshot(page, 'keyboard-map-tract');
  await page.keyboard.press('Enter');
  const card = countyCard(page, title);
  await card.waitFor({ timeout: 10_000 });
  assert.equal(await isFocused(card.getByRole('heading', { name: title, exact: true })), true, 'the tract card’s heading has focus');
  await expectNoViolations(page, 'a tract card opened from the map');
});

app.test('F8 focuses the notification area', async ({ page }) => {
  const search = page.getByRole('combobox', { name: 'Search counties' });
  await search.fill('zzz');
  await search.press('Enter');
  await expectToast(page, 'No Results');
  await page.keyboard.press('F8');
  const region = page.getByRole('region', { name: /^Notifications/ });
  await region.waitFor({ state: 'attached' });
  const focusedInside = await region.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== document.body);
  assert.ok(focusedInside, 'F8 moves focus into the toast region');
  assert.match(await region.getAttribute('aria-label'), /F8/);
});

app.test('phone: Toggle sidebar closes and opens the drawer; Escape closes it', { viewport: 'phone' }, async ({ page }) => {
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true', 'drawer starts open on phones');
  await toggle.click();
  await page.waitForFunction(() => document.querySelector('[aria-label="Toggle sidebar"]').getAttribute('aria-expanded') === 'false');
  await expectDrawer(page, toggle, false);
  await toggle.click();
  await page.waitForFunction(() => document.querySelector('[aria-label="Toggle sidebar"]').getAttribute('aria-expanded') === 'true');
  await expectDrawer(page, toggle, true);
  await screenshot(page, 'phone-drawer-open');
  // Move focus into the drawer first, so "returns to the toggle" means something.
  const drawerId = await toggle.getAttribute('aria-controls');
  const inside = drawerId ? page.locator(`[id="${drawerId}"]`).getByRole('checkbox').first() : layerCheckbox(page, 'Traffic Density');
  await inside.focus();
  assert.equal(await isFocused(inside), true);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector('[aria-label="Toggle sidebar"]').getAttribute('aria-expanded') === 'false');
  assert.equal(await isFocused(toggle), true, 'focus returns to the toggle');
  await expectDrawer(page, toggle, false);
  await screenshot(page, 'phone-drawer-closed');

  // The map's own "Toggle Controls" button opens it again.
  await page.getByRole('button', { name: 'Toggle Controls' }).click();
  await page.waitForFunction(() => document.querySelector('[aria-label="Toggle sidebar"]').getAttribute('aria-expanded') === 'true');
});

/**
 * The drawer named by the toggle's aria-controls is on screen (open) or off screen and hidden
 * from focus and assistive tech (closed: inert, aria-hidden or visibility/display hidden).
 */
async function expectDrawer(page, toggle, open) {
  const id = await toggle.getAttribute('aria-controls');
  assert.ok(id, 'the sidebar toggle names its drawer with aria-controls');
  await page.waitForFunction(
    ([id, open]) => {
      const el = document.getElementById(id);
      if (!el) return false;
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      const onScreen = s.display !== 'none' && r.width > 0 && r.right > 1 && r.left < window.innerWidth - 1;
      const hidden = el.inert || el.getAttribute('aria-hidden') === 'true' || s.visibility === 'hidden' || s.display === 'none';
      return open ? onScreen && !hidden : !onScreen && hidden;
    },
    [id, open],
    { timeout: 5_000 },
  );
}
