// axe-core WCAG 2.1 A/AA scans, shared by the e2e tests. axe is injected as a script, so contexts that
// scan are opened with bypassCSP (only they are).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './harness.mjs';

const AXE = await readFile(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Context options for a test that scans with axe. */
export const AXE_SCAN = { contextOptions: { bypassCSP: true } };

function describe(violations) {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    - ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('\n');
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join('\n');
}

/** Scans with the WCAG tags, plus `rules`: ids of axe's best-practice rules to run as well. */
export async function expectNoViolations(page, label, { rules = [] } = {}) {
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(
    ([tags, rules]) =>
      window.axe
        .run(document, {
          runOnly: { type: 'tag', values: tags },
          rules: Object.fromEntries(rules.map((id) => [id, { enabled: true }])),
          resultTypes: ['violations'],
        })
        .then((r) =>
          r.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
            id,
            impact,
            help,
            helpUrl,
            nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
          })),
        ),
    [TAGS, rules],
  );
  assert.equal(violations.length, 0, `axe found ${violations.length} violation(s) on ${label}:\n${describe(violations)}`);
}
