// Everything reachable and operable from the keyboard, with a visible focus indicator.
import assert from 'node:assert/strict';
import { countyCard, expectToast, screenshot, settledZoom, useApp } from './support/harness.mjs';
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
