// `riskmap serve` answers every path as Netlify's own redirect engine says Netlify answers it: the
// rules of netlify.toml read by Netlify's parser (@netlify/redirect-parser) and matched by the
// engine Netlify's CLI runs (netlify-redirector, the production matcher built for Node). For each
// request the engine's match decides: a forced rewrite serves its file, a rule without force only
// where no file answers, and no rule the file itself or 404.html with status 404.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import redirector from 'netlify-redirector';
import { apiPath, DIST, ROOT, startServer } from './support/harness.mjs';

/** The requests: each rule's own cases, parameters in other orders and given twice, and the near misses. */
const REQUESTS = [
  '/',
  '/?data=measured',
  '/?data=measured&county=06019',
  '/?county=06019&data=measured&layers=traffic',
  '/?data=measured&county=06019&compare=06037',
  '/?data=demo',
  '/?data=Measured',
  '/?DATA=measured',
  '/?data=measured&data=demo',
  '/?data=demo&data=measured',
  '/?data',
  '/?county=06019',
  '/index.html?data=measured',
  '/measured.html',
  '/es/',
  '/es/?data=measured',
  '/es/?data=measured&county=06019',
  '/es/?county=06019',
  '/es/index.html',
  '/es/measured.html',
  '/es/no-such-page',
  '/es/no-such-page?data=measured',
  '/no-such-page',
  '/no-such-page?data=measured',
  apiPath('counties'),
  apiPath('counties') + '?data=measured',
];

let server;
let matcher;
before(async () => {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [],
    netlifyConfigPath: path.join(ROOT, 'netlify.toml'),
    configRedirects: [],
    minimal: false,
  });
  assert.deepEqual(errors, [], "Netlify's parser reads netlify.toml's rules without errors");
  // The engine names a rule's path `origin` and its query `params`, as Netlify's CLI hands them over.
  const rules = redirects.map(({ from, query, ...rule }) => ({ ...rule, origin: from, params: query }));
  matcher = await redirector.parseJSON(JSON.stringify(rules), {});
  server = await startServer();
});
after(() => server?.stop());

/** The file of the built site a path names, if any: a folder's index.html as Netlify serves it. */
function siteFile(urlPath) {
  const file = path.join(DIST, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
  return existsSync(file) && !file.endsWith(path.sep) ? file : null;
}

/** What Netlify answers, from its engine's match: { status, file }. */
function netlifyAnswer(target) {
  const url = new URL(target, 'https://example.org');
  const match = matcher.match({ scheme: 'https', host: 'example.org', path: url.pathname, query: url.search.slice(1), getHeader: () => '', getCookie: () => '' });
  const file = siteFile(url.pathname);
  if (match && (match.force || !file)) return { status: match.status, file: siteFile(match.to) };
  if (file) return { status: 200, file };
  return { status: 404, file: siteFile('/404.html') };
}

for (const target of REQUESTS) {
  test(`${target} is answered as Netlify's own engine answers it`, async () => {
    const expected = netlifyAnswer(target);
    assert.ok(expected.file, `the site has the file Netlify would send for ${target}`);
    const response = await fetch(new URL(target, server.url));
    assert.equal(response.status, expected.status, `status of ${target}`);
    const same = Buffer.from(await response.arrayBuffer()).equals(await readFile(expected.file));
    assert.ok(same, `${target} is answered with ${path.relative(DIST, expected.file)}, as on Netlify`);
  });
}
