// `riskmap serve` gives every file of the built site, and an unknown path, the headers Netlify's own
// parser (@netlify/headers-parser, what Netlify's CLI uses) reads from dist/_headers and netlify.toml:
// local and production cannot drift apart. Then the browser side: each page's inline <style> is
// allowed by the policy it is served with, and no stylesheet is fetched.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { apiPath, DIST, launchBrowser, openPage, ROOT, startServer, waitForMapReady } from './support/harness.mjs';

const UNKNOWN = '/no-such-page';
let server;
let rules;
before(async () => {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(DIST, '_headers')],
    netlifyConfigPath: path.join(ROOT, 'netlify.toml'),
    configHeaders: [],
    minimal: false,
  });
  assert.deepEqual(errors, [], 'Netlify parses both files without errors');
  rules = headers;
  server = await startServer();
});
after(() => server?.stop());

/** Every matching rule applies in the parser's order (_headers first); a later rule's value wins. */
function expectedHeaders(urlPath) {
  const expected = {};
  for (const rule of rules) {
    if (!rule.forRegExp.test(urlPath)) continue;
    for (const [name, value] of Object.entries(rule.values)) expected[name.toLowerCase()] = value;
  }
  return expected;
}

async function siteFiles(dir = DIST, prefix = '') {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const name = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await siteFiles(path.join(dir, entry.name), name)));
    else files.push(name);
  }
  return files;
}

function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

test('the Content-Security-Policy comes from _headers for every path, and only from there', () => {
  const setters = rules.filter((rule) => Object.keys(rule.values).some((name) => name.toLowerCase() === 'content-security-policy'));
  assert.deepEqual(setters.map((rule) => rule.for), ['/*'], 'one "/*" rule sets the CSP, so unknown paths (404.html) get it too');
  for (const urlPath of ['/', '/index.html', '/404.html', UNKNOWN, '/assets/x.js', apiPath('counties')]) {
    assert.ok(expectedHeaders(urlPath)['content-security-policy'], `CSP for ${urlPath}`);
  }
});

test('riskmap serve answers every file of dist/, / and an unknown path with the headers Netlify would send', async () => {
  const paths = ['/', ...(await siteFiles()), UNKNOWN];
  assert.ok(paths.includes('/_headers') && paths.includes('/index.html') && paths.includes(apiPath('counties')), `files: ${paths}`);
  for (const urlPath of paths) {
    const res = await fetch(server.url + urlPath);
    await res.arrayBuffer();
    assert.equal(res.status, urlPath === UNKNOWN ? 404 : 200, urlPath);
    const expected = expectedHeaders(urlPath);
    assert.ok(Object.keys(expected).length > 0, `rules for ${urlPath}`);
    const got = Object.fromEntries(Object.keys(expected).map((name) => [name, res.headers.get(name)]));
    assert.deepEqual(got, expected, `headers of ${urlPath}`);
  }
});

test("each page's one inline <style> and its inline <script>s are allowed by the policy it is served with", async () => {
  for (const [urlPath, status] of [['/', 200], ['/404.html', 200], [UNKNOWN, 404]]) {
    const res = await fetch(server.url + urlPath);
    const html = await res.text();
    assert.equal(res.status, status);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    assert.equal(styles.length, 1, `${urlPath}: one <style>`);
    assert.doesNotMatch(html, /<link rel="stylesheet"/, `${urlPath}: no stylesheet link`);
    const directive = (name) => res.headers.get('content-security-policy').split(';').map((d) => d.trim().split(/\s+/)).find((d) => d[0] === name);
    const styleSrc = directive('style-src');
    assert.ok(styleSrc.includes(cspHash(styles[0])), `${urlPath}: style-src ${styleSrc.join(' ')} allows ${cspHash(styles[0])}`);
    assert.ok(!styleSrc.includes("'unsafe-inline'"));
    // The map page has one inline script (it marks a card's link before the first paint); the 404 page none.
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    assert.equal(scripts.length, urlPath === '/' ? 1 : 0, `${urlPath}: inline scripts`);
    const scriptSrc = directive('script-src');
    for (const script of scripts) assert.ok(scriptSrc.includes(cspHash(script)), `${urlPath}: script-src ${scriptSrc.join(' ')} allows ${cspHash(script)}`);
    assert.ok(!scriptSrc.includes("'unsafe-inline'"));
  }
});

test('the pages fetch none of their inlined CSS a second time and raise no CSP violation', async () => {
  const browser = await launchBrowser();
  try {
    for (const urlPath of ['/', '/?county=06037', UNKNOWN]) {
      const { context, page, problems } = await openPage(browser, { allowConsole: [/status of 404/] });
      const css = [];
      page.on('request', (req) => {
        if (new URL(req.url()).pathname.endsWith('.css')) css.push(req.url());
      });
      const res = await page.goto(server.url + urlPath);
      if (urlPath === UNKNOWN) {
        assert.equal(res.status(), 404);
        await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
        await page.waitForLoadState('networkidle');
      } else {
        await waitForMapReady(page);
      }
      // Nothing fetched may repeat a rule the page already has inline.
      const inline = await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n'));
      for (const url of css) {
        const rules = (await (await fetch(url)).text()).split('}').map((rule) => rule.trim()).filter((rule) => rule.length > 20);
        const repeated = rules.filter((rule) => inline.includes(rule));
        assert.deepEqual(repeated, [], `${urlPath}: ${url} repeats inline CSS`);
      }
      assert.deepEqual(await problems(), { consoleErrors: [], pageErrors: [], csp: [] }, urlPath);
      await context.close();
    }
  } finally {
    await browser.close();
  }
});
