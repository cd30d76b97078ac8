// HTTP-level checks of the built site served by `riskmap serve` with netlify.toml.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiPath, DIST, ROOT, startServer } from './support/harness.mjs';

let server;
before(async () => {
  server = await startServer();
});
after(() => server?.stop());

async function sourceCounties() {
  const [header, ...rows] = (await readFile(path.join(ROOT, 'data/counties.csv'), 'utf8')).trim().split('\n');
  const keys = header.split(',');
  return rows.map((row) => Object.fromEntries(row.split(',').map((v, i) => [keys[i], v])));
}

test('/ is HTML with the security headers', async () => {
  const res = await fetch(server.url + '/');
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type'), /^text\/html/);
  const csp = res.headers.get('content-security-policy');
  assert.ok(csp, 'Content-Security-Policy header');
  for (const directive of ["default-src 'self'", "script-src 'self'", "style-src 'self'", "object-src 'none'", "frame-ancestors 'none'"]) {
    assert.ok(csp.includes(directive), `CSP has ${directive}: ${csp}`);
  }
  assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  assert.match(res.headers.get('permissions-policy') ?? '', /geolocation=\(self\)/);
  assert.equal(res.headers.get('x-frame-options'), 'DENY');
  const html = await res.text();
  assert.match(html, /<div id="root">/);
  // One inline script, allowed by its hash (headers.test.mjs checks it), and no other.
  assert.equal(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)?.length, 1, 'one inline <script> element');
  // The page's CSS is inline, allowed by its hash (headers.test.mjs checks the hash): one <style>, no other.
  assert.equal(html.match(/<style[\s>]/g)?.length, 1, 'one inline <style> element');
});

test('/api/counties lists 58 California and 67 Florida counties matching data/counties.csv', async () => {
  const res = await fetch(server.url + apiPath('counties'));
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');
  const counties = await res.json();
  assert.ok(Array.isArray(counties));
  assert.equal(counties.filter((c) => c.state === 'California').length, 58);
  assert.equal(counties.filter((c) => c.state === 'Florida').length, 67);
  assert.equal(counties.length, 125);
  const source = await sourceCounties();
  assert.deepEqual(
    counties.map((c) => [c.id, c.fipsCode, c.name, c.state, c.stateCode, c.latitude, c.longitude]),
    source.map((s) => [s.fips, s.fips, s.name, s.state, s.state_code, s.latitude, s.longitude]),
  );
  const la = counties.find((c) => c.id === '06037');
  assert.deepEqual(Object.keys(la).sort(), ['fipsCode', 'id', 'latitude', 'longitude', 'name', 'state', 'stateCode']);
});

test('/api/environmental-data is JSON with factors, sources and states', async () => {
  const res = await fetch(server.url + apiPath('environmentalData'));
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');
  const body = await res.json();
  assert.deepEqual(body.factors.map((f) => f.id), ['pesticides', 'airPollution', 'traffic', 'industrial']);
  assert.equal(body.lastUpdated, 'December 2024');
  assert.deepEqual(body.states.map((s) => [s.code, s.counties]), [['CA', 58], ['FL', 67]]);
});

test('/api/export/csv downloads environmental-data.csv', async () => {
  const res = await fetch(server.url + apiPath('exportCsv'));
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
  assert.equal(res.headers.get('content-disposition'), 'attachment; filename="environmental-data.csv"');
  const text = await res.text();
  assert.ok(!text.includes('\r'), 'no CR line endings');
  const lines = text.trimEnd().split('\n');
  // The county's own columns, then its measured figures under the exposures export's names (after
  // that export's fips, county, state, population and population_year).
  const exposures = (await (await fetch(server.url + apiPath('exportExposures'))).text()).split('\n');
  const measuredHeader = exposures[0].split(',').slice(5).join(',');
  assert.equal(lines[0], `id,name,state,stateCode,fipsCode,latitude,longitude,${measuredHeader}`);
  assert.equal(lines.length, 126);
  const la = (await sourceCounties()).find((c) => c.fips === '06037');
  const laMeasured = exposures.find((line) => line.startsWith('06037,')).split(',').slice(5).join(',');
  assert.ok(lines.includes(`06037,Los Angeles,California,CA,06037,${la.latitude},${la.longitude},${laMeasured}`), 'Los Angeles row');
});

test('/api/export/json holds the records of /api/counties, each with its measured figures', async () => {
  const res = await fetch(server.url + apiPath('exportJson'));
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');
  const counties = await (await fetch(server.url + apiPath('counties'))).json();
  const records = await res.json();
  assert.deepEqual(records.map(({ measured, ...county }) => county), counties);
  const csv = (await (await fetch(server.url + apiPath('exportCsv'))).text()).trimEnd().split('\n');
  const header = csv[0].split(',').slice(7);
  assert.deepEqual(Object.keys(records[0].measured), header, 'the CSV export\'s measured columns, in order');
  const la = records.find((r) => r.id === '06037');
  assert.equal(la.measured.pm25_ugm3, csv.find((line) => line.startsWith('06037,')).split(',')[7 + header.indexOf('pm25_ugm3')]);
});

test('hashed assets are cached immutably, HTML is revalidated', async () => {
  const html = await (await fetch(server.url + '/')).text();
  const asset = /(?:src|href)="(\/assets\/[^"]+)"/.exec(html)?.[1];
  assert.ok(asset, 'index.html references /assets/');
  const res = await fetch(server.url + asset);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  const page = await fetch(server.url + '/');
  assert.equal(page.headers.get('cache-control'), 'public, max-age=0, must-revalidate');
});

test('unknown path answers 404 with the not-found page', async () => {
  const res = await fetch(server.url + '/nope');
  assert.equal(res.status, 404);
  assert.match(res.headers.get('content-type'), /^text\/html/);
  assert.ok(res.headers.get('content-security-policy'), '404 page carries the CSP too');
  const body = await res.text();
  assert.ok(body.includes('<div id="root">') || body.includes('404 Page Not Found'), '404 page body');
  const expected = await readFile(path.join(DIST, '404.html'), 'utf8');
  assert.equal(body, expected);
});

test('POST is refused with 405', async () => {
  for (const p of ['/', apiPath('counties')]) {
    const res = await fetch(server.url + p, { method: 'POST', body: 'x' });
    assert.equal(res.status, 405, `POST ${p}`);
    assert.ok(res.headers.get('allow')?.includes('GET'), `Allow header on POST ${p}`);
  }
});
