// axe-core WCAG 2.1 A/AA scans of the main page (desktop and phone, card open and closed) and the
// not-found page. axe is injected as a script, so these contexts bypass the CSP (only here).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { countyCard, desktopSearch, ROOT, useApp } from './support/harness.mjs';

const app = useApp();
const AXE = await readFile(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

function describe(violations) {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    - ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('\n');
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join('\n');
}

async function expectNoViolations(page, label) {
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then((r) => r.violations.map(({ id, impact, help, helpUrl, nodes }) => ({ id, impact, help, helpUrl, nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })) }))),
    TAGS,
  );
  assert.equal(violations.length, 0, `axe found ${violations.length} violation(s) on ${label}:\n${describe(violations)}`);
}

const scan = { contextOptions: { bypassCSP: true } };

app.test('desktop main page', scan, async ({ page }) => {
  await expectNoViolations(page, 'desktop main page');
});

app.test('desktop with the county card open', scan, async ({ page }) => {
  await desktopSearch(page, 'Los Angeles');
  await countyCard(page, 'Los Angeles').waitFor();
  await expectNoViolations(page, 'desktop card open');
  await countyCard(page, 'Los Angeles').getByRole('button', { name: 'Close' }).click();
  await countyCard(page, 'Los Angeles').waitFor({ state: 'hidden' });
  await expectNoViolations(page, 'desktop card closed again');
});

app.test('phone with the drawer open', { ...scan, viewport: 'phone' }, async ({ page }) => {
  await expectNoViolations(page, 'phone drawer open');
});

app.test('phone with the drawer closed and a card open', { ...scan, viewport: 'phone' }, async ({ page }) => {
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
  await page.waitForFunction(() => document.querySelector('[aria-label="Toggle sidebar"]')?.getAttribute('aria-expanded') === 'false');
  await expectNoViolations(page, 'phone drawer closed');
  page.on('dialog', (dialog) => dialog.accept('Los Angeles'));
  await page.getByRole('button', { name: 'Search counties' }).click();
  await countyCard(page, 'Los Angeles').waitFor();
  await expectNoViolations(page, 'phone card open');
});

app.test('not-found page', { ...scan, path: null, allowConsole: [/status of 404/] }, async ({ page, url }) => {
  await page.goto(url + '/some/unknown/path');
  await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  await expectNoViolations(page, '404 page');
});
