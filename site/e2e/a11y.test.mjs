// axe-core WCAG 2.1 A/AA scans of the main page (desktop and phone, card open and closed) and the
// not-found page. axe is injected as a script, so these contexts bypass the CSP (only here).
import assert from 'node:assert/strict';
import { AXE_SCAN, expectNoViolations } from './support/axe.mjs';
import { countyCard, desktopSearch, useApp } from './support/harness.mjs';

const app = useApp();
// Lighthouse also runs these best-practice rules: one visible main landmark, whatever is open.
const LANDMARKS = { rules: ['landmark-one-main', 'landmark-no-duplicate-main'] };

app.test('desktop main page', AXE_SCAN, async ({ page }) => {
  await expectNoViolations(page, 'desktop main page', LANDMARKS);
});

app.test('desktop with the county card open', AXE_SCAN, async ({ page }) => {
  await desktopSearch(page, 'Los Angeles');
  await countyCard(page, 'Los Angeles').waitFor();
  await expectNoViolations(page, 'desktop card open');
  await countyCard(page, 'Los Angeles').getByRole('button', { name: 'Close' }).click();
  await countyCard(page, 'Los Angeles').waitFor({ state: 'hidden' });
  await expectNoViolations(page, 'desktop card closed again');
});

app.test('phone with the drawer open keeps one main landmark and nothing behind it operable', { ...AXE_SCAN, viewport: 'phone' }, async ({ page }) => {
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true', 'the drawer starts open on phones');
  await page.getByRole('main').waitFor();
  const inert = (locator) => locator.evaluate((el) => el.closest('[inert]') !== null);
  assert.ok(await inert(page.getByRole('button', { name: 'Toggle Controls' })), 'the map behind the drawer is inert');
  assert.ok(await inert(page.getByRole('main').getByRole('checkbox').first()), 'the layer checkboxes under the map are inert');
  await expectNoViolations(page, 'phone drawer open', LANDMARKS);
});

app.test('phone with the drawer closed and a card open', { ...AXE_SCAN, viewport: 'phone' }, async ({ page }) => {
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
  await page.waitForFunction(() => document.querySelector('[aria-label="Toggle sidebar"]')?.getAttribute('aria-expanded') === 'false');
  await expectNoViolations(page, 'phone drawer closed', LANDMARKS);
  page.on('dialog', (dialog) => dialog.accept('Los Angeles'));
  await page.getByRole('button', { name: 'Search counties' }).click();
  await countyCard(page, 'Los Angeles').waitFor();
  await expectNoViolations(page, 'phone card open');
});

app.test('not-found page', { ...AXE_SCAN, path: null, allowConsole: [/status of 404/] }, async ({ page, url }) => {
  await page.goto(url + '/some/unknown/path');
  await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  await expectNoViolations(page, '404 page');
});
