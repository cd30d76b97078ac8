import { readFile } from 'node:fs/promises';
import { launchBrowser, startServer } from '../scripts/chromium.mjs';
const dirs = process.argv.slice(2);
const N = +process.env.N || 9;
const tile = await readFile('/work/main/site/e2e/fixtures/blank-tile.png');
const servers = await Promise.all(dirs.map((dir) => startServer({ dir, config: process.env.CFG || 'netlify.toml' })));
const browser = await launchBrowser();
const res = dirs.map(() => []);
for (let i = -1; i < N; i++) for (const [k, s] of servers.entries()) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*tile.openstreetmap.org/*' }] });
  cdp.on('Fetch.requestPaused', (e) => cdp.send('Fetch.fulfillRequest', { requestId: e.requestId, responseCode: 200, responseHeaders: [{ name: 'Content-Type', value: 'image/png' }], body: tile.toString('base64') }).catch(() => {}));
  await cdp.send('Network.enable'); await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (process.env.SLOW) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await page.goto(s.url + '/');
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 60000, polling: 10 });
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
  if (i >= 0) res[k].push(fcp);
  await context.close();
}
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[s.length >> 1]; };
for (const [k, d] of dirs.entries()) console.log(d.padEnd(24), 'fcp', med(res[k]).toFixed(0), '  ', res[k].map((x) => x.toFixed(0)).join(','));
await browser.close(); await Promise.all(servers.map((s) => s.stop()));
