// What the bench's scripts share: cold browser pages with blank tiles, gzip sizes of what a page
// loaded, medians with their spread, and the printed table.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BLANK_TILE, TILE_URLS } from '../scripts/chromium.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const ms = (v) => `${v.toFixed(1)} ms`;
/** "12.3-45.6 ms": the smallest and largest of some timings, the spread a median hides. */
export const msRange = (values) => `${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)} ms`;
export const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a');

export const gzip9 = (bytes) => gzipSync(bytes, { level: 9 }).length;

const blankTileBase64 = readFile(BLANK_TILE).then((png) => png.toString('base64'));

/**
 * Answers tile requests with the blank PNG. Playwright's route() would pause every request of the page
 * until this process answers it, adding a round trip to each asset measured; this pauses tiles only.
 */
async function serveBlankTiles(cdp) {
  const body = await blankTileBase64;
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    const answer = TILE_URLS.test(request.url)
      ? cdp.send('Fetch.fulfillRequest', { requestId, responseCode: 200, responseHeaders: [{ name: 'Content-Type', value: 'image/png' }], body })
      : cdp.send('Fetch.continueRequest', { requestId });
    // The context may close while an answer is on its way.
    answer.catch(() => {});
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*tile.openstreetmap.org/*' }] });
}

/** The phone Lighthouse's mobile audit emulates (a Moto G Power). */
export const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
/** Lighthouse's simulated slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), applied for real. */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * A page (desktop unless `device` says otherwise) in a fresh context with the cache disabled and
 * blank tiles, recording the paths it fetches (in order) and its console errors. Close `context` when done.
 */
export async function coldPage(browser, { network, device = { viewport: { width: 1280, height: 800 } } } = {}) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await serveBlankTiles(cdp);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  const fetched = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.protocol === 'http:') fetched.push(url.pathname);
  });
  const consoleErrors = [];
  page.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()));
  return { context, page, fetched, consoleErrors };
}

export const waitForMark = (page, mark, timeout = 60_000) =>
  page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, { timeout, polling: 10 });

/** The JS and CSS files under /assets among some fetched paths, each once. */
export const codeAssets = (fetched) => [...new Set(fetched.filter((p) => /^\/assets\/.+\.(js|css)$/.test(p)))];

/**
 * gzip -9 bytes of the JS and CSS a page loaded: each asset file, plus the CSS inlined in <style> of
 * its HTML (the build inlines each page's CSS), compressed on its own as a separate file would be.
 */
export async function codeBytes(dir, assets, html = 'index.html') {
  let total = 0;
  for (const asset of assets) total += gzip9(await readFile(path.join(dir, asset)));
  const page = await readFile(path.join(dir, html), 'utf8');
  const inline = [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const inlineCss = inline ? gzip9(Buffer.from(inline)) : 0;
  return { total: total + inlineCss, inlineCss };
}

/** The paths a cold load of pagePath fetches until mark and the network rest, in order. */
export async function firstLoadPaths(browser, url, pagePath, mark) {
  const { context, page, fetched } = await coldPage(browser);
  try {
    await page.goto(url + pagePath);
    await waitForMark(page, mark);
    await page.waitForLoadState('networkidle');
    return fetched;
  } finally {
    await context.close();
  }
}

/** gzip -9 bytes of the JS and CSS (inline CSS included) a cold load of pagePath fetches until mark and the network rest. */
export async function firstLoadBytes(browser, url, dir, pagePath, mark) {
  return (await codeBytes(dir, codeAssets(await firstLoadPaths(browser, url, pagePath, mark)))).total;
}

/** gzip -9 bytes of the API files among some fetched paths, each once, read from the build in dir. */
export async function apiBytes(dir, fetched) {
  let total = 0;
  for (const p of new Set(fetched.filter((f) => f.startsWith('/api/')))) total += gzip9(await readFile(path.join(dir, p)));
  return total;
}

export function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
