// The county card and the county report (issue 28, section 4): the card never covers the zoom
// controls, keeps its name and actions on screen on short screens, and Escape, Back and the backdrop
// close what they should with focus where it belongs; "Use my location" keeps focus while it works;
// both legends keep their colours in forced-colours mode. axe scans each new state.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { converter, interpolate } from 'culori';
import { animationsDone, countyCard, eventually, ROOT, screenshot, useApp, waitForMapReady } from './support/harness.mjs';
import { AXE_SCAN, expectNoViolations } from './support/axe.mjs';

const app = useApp();
const CONTROLS = ['Zoom In', 'Zoom Out', 'Reset View'];

const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A pointer at the element's centre lands on it, not on something drawn over it. */
function reachable(locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return el === hit || el.contains(hit);
  });
}

async function onScreen(page, locator) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize();
  return Boolean(box) && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

const focusedIs = (locator) => locator.evaluate((el) => el === document.activeElement);

/** Searches with the keyboard, as a person does: type, then Enter. */
async function searchByKeyboard(page, text) {
  const box = page.getByRole('combobox', { name: 'Search counties' });
  await box.click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  return box;
}

for (const [query, name, title] of [
  ['Fresno County, CA', 'Fresno', 'Fresno County, CA'],
  ['Barbour, AL', 'Barbour', 'Barbour County, AL'],
]) {
  app.test(`1280x800: ${name}'s card leaves the zoom controls uncovered; Escape gives focus back to the search box`, { path: '/?data=measured', ...AXE_SCAN }, async ({ page }) => {
    const box = await searchByKeyboard(page, query);
    const card = countyCard(page, name);
    await card.waitFor({ timeout: 15_000 });
    await eventually(() => focusedIs(card.getByRole('heading', { name: title, exact: true })), { message: 'focus on the card heading after a keyboard search' });
    const cardBox = await card.boundingBox();
    for (const control of CONTROLS) {
      const button = page.getByRole('button', { name: control });
      const controlBox = await button.boundingBox();
      assert.ok(!overlap(cardBox, controlBox), `${control} ${JSON.stringify(controlBox)} is clear of the card ${JSON.stringify(cardBox)}`);
      assert.ok(await reachable(button), `a click on ${control} reaches it`);
    }
    await screenshot(page, `card-1280x800-${name}`);
    await expectNoViolations(page, `the Measured card of ${name}, focus on its heading`);
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'hidden' });
    assert.ok(await focusedIs(box), 'focus is back on the search box');
  });
}

for (const [width, height, label] of [
  [844, 390, 'phone landscape'],
  [1280, 720, 'small laptop'],
  [1024, 600, 'small window'],
  [640, 400, '1280x800 at 200% zoom'],
]) {
  app.test(`${width}x${height} (${label}): the card's name, Close and actions stay on screen`, { path: null, contextOptions: { viewport: { width, height }, bypassCSP: true } }, async ({ page, url }) => {
    await page.goto(`${url}/?data=measured&county=01005`);
    // The map's 1 s loading overlay covers its controls until it goes.
    await waitForMapReady(page);
    const card = countyCard(page, 'Barbour');
    await card.waitFor({ timeout: 15_000 });
    await animationsDone(page); // the drawer's slide out
    const targets = [
      card.getByRole('heading', { name: 'Barbour County, AL', exact: true }),
      ...['Close', 'View Details', 'Copy link', 'Export county data'].map((n) => card.getByRole('button', { name: n, exact: true })),
    ];
    for (const target of targets) {
      assert.ok(await onScreen(page, target), `${await target.textContent()} is on screen: ${JSON.stringify(await target.boundingBox())}`);
      assert.ok(await reachable(target), `nothing covers ${await target.evaluate((el) => el.outerHTML.slice(0, 80))}`);
    }
    // The body between them scrolls; the actions do not move with it.
    const details = card.getByRole('button', { name: 'View Details' });
    const before = await details.boundingBox();
    await card.getByRole('group').evaluate((body) => body.scrollTo(0, body.scrollHeight));
    assert.deepEqual(await details.boundingBox(), before, 'the actions stay put while the body scrolls');
    if (width >= 768) {
      for (const control of CONTROLS) assert.ok(await reachable(page.getByRole('button', { name: control })), `${control} is uncovered`);
    }
    await screenshot(page, `card-${width}x${height}`);
    await expectNoViolations(page, `the card at ${width}x${height}`);
  });
}

app.test('phone: the report keeps Close in view; the backdrop and Back close it, focus back on View Details', { viewport: 'phone', path: null, ...AXE_SCAN }, async ({ page, url }) => {
  await page.goto(`${url}/?data=measured&county=06019`);
  // A link to a county opens on its card: the phone's drawer stays shut over it.
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  await eventually(async () => (await toggle.getAttribute('aria-expanded')) === 'false', { message: 'the drawer is shut for a county link' });
  const card = countyCard(page, 'Fresno');
  await card.waitFor({ timeout: 15_000 });
  const details = card.getByRole('button', { name: 'View Details' });
  const address = page.url();
  const entries = await page.evaluate(() => history.length);

  await details.click();
  const report = page.getByRole('dialog', { name: 'Fresno County, CA: county report' });
  await report.waitFor();
  assert.equal(await page.evaluate(() => history.length), entries + 1, 'one history entry for the open report');
  assert.equal(page.url(), address, 'the address does not change');
  const close = report.getByRole('button', { name: 'Close report' });
  // Scrolled to its end, the report still shows its Close.
  await report.getByRole('link', { name: address }).scrollIntoViewIfNeeded();
  assert.ok(await onScreen(page, close), 'Close report is on screen at the end of the report');
  assert.ok(await reachable(close), 'nothing covers Close report');
  await screenshot(page, 'report-phone-scrolled');
  await expectNoViolations(page, 'the report on a phone, scrolled to its end');

  // A tap on the backdrop, above the dialog, closes it.
  const dialogBox = await report.boundingBox();
  assert.ok(dialogBox.y >= 8, 'there is backdrop above the dialog');
  await page.touchscreen.tap(dialogBox.x + dialogBox.width / 2, dialogBox.y / 2);
  await report.waitFor({ state: 'hidden' });
  assert.ok(await focusedIs(details), 'focus back on View Details after the backdrop');
  await eventually(async () => (await page.evaluate(() => history.state?.dialog)) === undefined, { message: "the report's entry is taken back off" });
  assert.equal(page.url(), address);

  // Back closes the report and stays on the page, with the county still shown.
  await details.click();
  await report.waitFor();
  await page.goBack();
  await report.waitFor({ state: 'hidden' });
  assert.equal(page.url(), address, 'Back closed the report without leaving the view');
  await card.waitFor();
  assert.ok(await focusedIs(details), 'focus back on View Details after Back');
});

app.test('Escape closes a card opened by a link and focus goes to the map', { path: '/?county=06037' }, async ({ page }) => {
  const card = countyCard(page, 'Los Angeles');
  await card.waitFor();
  await card.getByRole('button', { name: 'Copy link' }).focus();
  await page.keyboard.press('Escape');
  await card.waitFor({ state: 'hidden' });
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'map', 'a card opened by a link gives focus to the map');
});

app.test('"Use my location" keeps keyboard focus while it works, busy and not disabled', { contextOptions: { geolocation: { latitude: 36.1397, longitude: -120.3602 }, permissions: ['geolocation'] } }, async ({ page }) => {
  let release;
  const gate = new Promise((resolve) => (release = resolve));
  // Holds the finder's code, so the button stays busy until the test has looked.
  await page.route('**/assets/findMyCounty-*.js', async (route) => {
    await gate;
    await route.fallback();
  });
  const button = page.getByRole('button', { name: 'Use my location' });
  await button.focus();
  await page.keyboard.press('Enter');
  await eventually(async () => (await button.getAttribute('aria-busy')) === 'true', { message: 'aria-busy while locating' });
  assert.equal(await button.getAttribute('aria-disabled'), 'true');
  assert.equal(await button.evaluate((el) => el.disabled), false, 'not disabled: a disabled button drops focus');
  assert.ok(await focusedIs(button), 'focus stays on the button while it works');
  release();
  const card = countyCard(page, 'Fresno');
  await card.waitFor({ timeout: 15_000 });
  assert.equal(await button.getAttribute('aria-busy'), null);
  assert.ok(await focusedIs(card.getByRole('heading', { name: 'Fresno' })), 'then on the card it opened');
});

app.test('forced colours: both legends keep the colours of their map', { path: '/?data=measured', waitReady: false, ...AXE_SCAN }, async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  const style = (locator, property) => locator.first().evaluate((el, name) => getComputedStyle(el)[name], property);
  const scale = page.getByRole('region', { name: 'County colours: combined score' });
  const legend = page.getByRole('region', { name: 'Map legend' });
  await legend.waitFor({ timeout: 15_000 });
  // The Measured legend's ramp and No data grey, and the sidebar scale's bands, are the palette's
  // (src/lib/figures/measuredPalette.json; a band's swatch is its midpoint's colour, rounded as the map rounds).
  const palette = JSON.parse(await readFile(path.join(ROOT, 'site/src/lib/figures/measuredPalette.json'), 'utf8'));
  const rgb = (colour) => {
    const { r, g, b } = converter('rgb')(colour);
    return `rgb(${[r, g, b].map((c) => Math.round(c * 255)).join(', ')})`;
  };
  const ramp = await style(legend.locator('.measured-legend-ramp'), 'backgroundImage');
  assert.deepEqual(ramp.match(/rgb\([^)]*\)/g), palette.ramp.map(rgb), `the ramp: ${ramp}`);
  assert.equal(await style(legend.locator('.swatch'), 'backgroundColor'), rgb(palette.noData));
  const mix = interpolate(palette.ramp, 'rgb');
  for (const [band, percentile] of [['low', 17], ['moderate', 50], ['high', 84]]) {
    assert.equal(await style(scale.locator(`.swatch--${band}`), 'backgroundColor'), rgb(mix(percentile / 100)), `the sidebar scale's ${band}`);
  }
  await screenshot(page, 'forced-colours-legends');
  await expectNoViolations(page, 'forced colours, Measured view');

  // The Demo view's Risk Scale is the specification's, with its colours.
  await page.getByRole('radio', { name: 'Demo scores' }).check();
  await legend.waitFor({ state: 'detached' });
  const riskScale = page.getByRole('region', { name: 'Risk Scale' });
  assert.equal(await style(riskScale.locator('.swatch--low'), 'backgroundColor'), 'rgb(76, 175, 80)');
  assert.equal(await style(riskScale.locator('.swatch--moderate'), 'backgroundColor'), 'rgb(255, 152, 0)');
  assert.equal(await style(riskScale.locator('.swatch--high'), 'backgroundColor'), 'rgb(244, 67, 54)');
});
