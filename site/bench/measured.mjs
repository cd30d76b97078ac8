// The Measured view and the search box against the built product (issues 14-16), every county:
// `/` cold in Demo, then a click on "Measured data" until every shape is drawn, layer toggles,
// a ~2 s pan and a word typed into the search box, then a tract's link and the same pan over
// Fresno's census tracts, each timed in the page. `npm run bench` prints
// these rows after its own table; `npm run bench:measured` builds and prints them alone.
// Set BENCH_BASE_DIR to another build's dist/ (e.g. commit 7bc8302 in a git worktree) to compare the
// Demo first load's bytes with it.
import { execFileSync } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, ROOT, startServer } from '../scripts/chromium.mjs';
import { serveProductAndBare } from './bare.mjs';
import { choroplethRows, printChoroplethTable } from './choropleth.mjs';
import { codeAssets, codeBytes, coldPage, gzip9, median, ms, msRange, printTable, waitForMark } from './common.mjs';

const RUNS = 5;
const TOGGLES = 6;
const SEARCH_WORD = 'washington';
// The product shows a 1 s loading overlay after the map mounts, and again after the switch.
const SETTLE_MS = 1500;
const ZIP_DIR = path.join(ROOT, 'build/api/zip');

/** One cold load of `/`, switched to the Measured view and used; every timing is taken in the page. */
async function measureOnce(browser, url) {
  const { context, page, fetched, consoleErrors } = await coldPage(browser);
  try {
    await page.goto(url + '/');
    await waitForMark(page, 'riskmap:markers-drawn');
    await page.waitForTimeout(SETTLE_MS);
    const firstLoad = [...fetched];

    // The switch: from a mark taken as the radio is clicked to the frame after the shapes are added.
    const radio = await page.getByRole('radio', { name: 'Measured data' }).locator('visible=true').first().elementHandle();
    await page.evaluate((input) => {
      performance.mark('bench:switch');
      input.click();
    }, radio);
    await waitForMark(page, 'riskmap:shapes-drawn');
    const switchToShapes = await page.evaluate(
      () => performance.getEntriesByName('riskmap:shapes-drawn')[0].startTime - performance.getEntriesByName('bench:switch')[0].startTime,
    );
    const switchFetched = fetched.slice(firstLoad.length);
    await page.waitForTimeout(SETTLE_MS);

    const checkbox = await page.getByRole('checkbox', { name: 'Pesticide Exposure', exact: true }).locator('visible=true').first().elementHandle();
    const toggles = await page.evaluate(
      async ({ box, count }) => {
        const longTasks = [];
        const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)));
        observer.observe({ type: 'longtask' });
        const repaints = () => performance.getEntriesByName('riskmap:shapes-repainted');
        const times = [];
        for (let i = 0; i < count; i++) {
          const before = repaints().length;
          const t0 = performance.now();
          box.click();
          while (repaints().length === before && performance.now() - t0 < 10_000) await new Promise(requestAnimationFrame);
          times.push(repaints().length > before ? repaints()[before].startTime - t0 : NaN);
          // Long task entries are reported after their task ends; this also spaces the clicks apart.
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        longTasks.push(...observer.takeRecords().map((e) => e.duration));
        observer.disconnect();
        return { times, longTasks };
      },
      { box: checkbox, count: TOGGLES },
    );

    const panTasks = await pan(page);
    const keystrokes = await keystrokeTimes(page, SEARCH_WORD);
    const options = await page.getByRole('listbox', { name: 'Suggested counties' }).getByRole('option').count();

    // California's census tracts (issue 37): a tract's link opens Fresno's tracts; the same pan over them.
    await page.goto(url + '/?data=measured&tract=06019001000');
    await page.getByText(/^Census tracts: California percentile/).first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(SETTLE_MS);
    const tractPanTasks = await pan(page);
    return { firstLoad, switchFetched, switchToShapes, toggles, panTasks, tractPanTasks, keystrokes, options, consoleErrors };
  } finally {
    await context.close();
  }
}

/** Drags the map with the mouse for ~2 s (west, then back east) and returns the long tasks meanwhile. */
export async function pan(page) {
  await page.evaluate(() => {
    window.__panTasks = [];
    window.__panObserver = new PerformanceObserver((list) => window.__panTasks.push(...list.getEntries().map((e) => e.duration)));
    window.__panObserver.observe({ type: 'longtask' });
  });
  const box = await page.locator('.leaflet-container').boundingBox();
  let x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 0; step < 40; step++) {
    x += step < 20 ? -12 : 12;
    await page.mouse.move(x, y + (step % 2 ? 4 : -4));
    await page.waitForTimeout(50);
  }
  await page.mouse.up();
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    window.__panTasks.push(...window.__panObserver.takeRecords().map((e) => e.duration));
    window.__panObserver.disconnect();
    return window.__panTasks;
  });
}

/**
 * Types text into the search box key by key; per key, the ms from its keydown to the end of the input
 * event (React commits a discrete event's update before the event reaches window: the list is updated)
 * and to the frame after it, once painted.
 */
async function keystrokeTimes(page, text) {
  await page.evaluate(() => {
    window.__keystrokes = [];
    window.__commits = [];
    window.addEventListener('keydown', () => (window.__keydownAt = performance.now()), true);
    window.addEventListener('input', () => {
      const t0 = window.__keydownAt;
      window.__commits.push(performance.now() - t0);
      requestAnimationFrame(() => setTimeout(() => window.__keystrokes.push(performance.now() - t0), 0));
    });
  });
  // Focus builds the search index (the box does so on focus, not on the first key).
  await page.getByRole('combobox', { name: 'Search counties' }).focus();
  await page.waitForTimeout(100);
  for (const [i, key] of [...text].entries()) {
    await page.keyboard.type(key);
    await page.waitForFunction((n) => window.__keystrokes.length > n, i, { polling: 'raf' });
  }
  return page.evaluate(() => ({ frames: window.__keystrokes, commits: window.__commits }));
}

async function fileBytes(file) {
  return gzip9(await readFile(file));
}

/** gzip -9 sizes of the ZIP lookup files, or null when the build writes none. */
async function zipSizes() {
  const names = await readdir(ZIP_DIR).catch(() => null);
  if (!names) return null;
  const sizes = [];
  for (const name of names) if ((await stat(path.join(ZIP_DIR, name))).isFile()) sizes.push(await fileBytes(path.join(ZIP_DIR, name)));
  const la = names.includes('902') ? await fileBytes(path.join(ZIP_DIR, '902')) : NaN;
  return { count: sizes.length, la, median: median(sizes), max: Math.max(...sizes) };
}

/** The Demo first load's JS+CSS (with inline CSS), gzip -9, of the site in dir served at url. */
export async function firstLoadCode(browser, url, dir) {
  const { context, page, fetched } = await coldPage(browser);
  try {
    await page.goto(url + '/');
    await waitForMark(page, 'riskmap:markers-drawn');
    await page.waitForTimeout(SETTLE_MS);
    return (await codeBytes(dir, codeAssets(fetched))).total;
  } finally {
    await context.close();
  }
}

/** Rows [metric, median, min-max, target] for the product in dir, served at url. */
export async function measuredRows(browser, url, dir, { baseUrl, baseDir } = {}) {
  await measureOnce(browser, url); // warms the browser's own caches; not counted
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    process.stdout.write(`measured view ${run}/${RUNS}\r`);
    runs.push(await measureOnce(browser, url));
  }
  process.stdout.write('\n');

  const shapesAsset = runs[0].switchFetched.find((p) => p === '/api/county/shapes');
  // Stored gzipped already: its size is what every server sends.
  const shapesBytes = shapesAsset ? (await stat(path.join(dir, shapesAsset))).size : NaN;
  const exposuresBytes = await fileBytes(path.join(dir, 'api/exposures'));
  const toggleTimes = runs.flatMap((r) => r.toggles.times);
  const toggleTasks = runs.map((r) => r.toggles.longTasks);
  const longest = (tasks) => Math.max(0, ...tasks);
  const panLongest = runs.map((r) => longest(r.panTasks));
  const tractPanLongest = runs.map((r) => longest(r.tractPanTasks));
  const keys = runs.flatMap((r) => r.keystrokes.frames);
  const commits = runs.flatMap((r) => r.keystrokes.commits);
  const firstKeys = runs.map((r) => r.keystrokes.frames[0]);
  const zipRequests = runs.map((r) => r.firstLoad.filter((p) => p.startsWith('/api/zip')));
  const zipFirstLoadBytes = median(
    await Promise.all(zipRequests.map(async (paths) => (await Promise.all(paths.map((p) => fileBytes(path.join(dir, p))))).reduce((a, b) => a + b, 0))),
  );
  const demoCode = median(await Promise.all(runs.map((r) => codeBytes(dir, codeAssets(r.firstLoad)).then((b) => b.total))));
  const range = (values) => `${Math.min(...values)}-${Math.max(...values)}`;

  const rows = [
    ['Measured: shapes asset, stored gzipped (bytes)', shapesBytes, '', ''],
    ['Measured: /api/exposures, gzip -9 (bytes)', exposuresBytes, '', ''],
    ['Measured: shapes and figures together (bytes)', shapesBytes + exposuresBytes, '', '<= 225280 (220 KB)'],
    ['Measured: click "Measured data" to all shapes drawn', ms(median(runs.map((r) => r.switchToShapes))), msRange(runs.map((r) => r.switchToShapes)), ''],
    [`Measured: layer toggle to repaint (${toggleTimes.length} toggles)`, ms(median(toggleTimes)), msRange(toggleTimes), '< 50 ms'],
    [`Measured: long tasks per ${TOGGLES} toggles (count)`, median(toggleTasks.map((t) => t.length)), range(toggleTasks.map((t) => t.length)), ''],
    ['Measured: longest long task in toggles', ms(median(toggleTasks.map(longest))), msRange(toggleTasks.map(longest)), '<= 100 ms'],
    ['Measured: long tasks in a 2 s pan (count)', median(runs.map((r) => r.panTasks.length)), range(runs.map((r) => r.panTasks.length)), ''],
    ['Measured: longest long task in a 2 s pan', ms(median(panLongest)), msRange(panLongest), ''],
    ["Tracts: longest long task in a 2 s pan over Fresno's tracts", ms(median(tractPanLongest)), msRange(tractPanLongest), '<= 50 ms'],
    [`Search: keydown to next frame, every county (${keys.length} keys)`, ms(median(keys)), msRange(keys), ''],
    ['Search: keydown to list updated (committed)', ms(median(commits)), msRange(commits), ''],
    ['Search: first keystroke to next frame', ms(median(firstKeys)), msRange(firstKeys), ''],
    [`Search: suggestions shown for "${SEARCH_WORD}"`, median(runs.map((r) => r.options)), range(runs.map((r) => r.options)), ''],
  ];
  const zip = await zipSizes();
  if (zip) {
    rows.push(
      ['Search: ZIP lookup /api/zip/902, gzip -9 (bytes)', zip.la, '', ''],
      [`Search: ZIP lookup files (${zip.count}), gzip -9 median / max`, `${zip.median} / ${zip.max}`, '', ''],
    );
  } else rows.push(['Search: ZIP lookup files', 'none in build/api/zip', '', '']);
  rows.push(
    ['Demo first load: requests under /api/zip (bytes)', `${zipFirstLoadBytes} (${median(zipRequests.map((r) => r.length))} requests)`, '', '0'],
    ['Demo first load: JS+CSS incl. inline CSS, gzip -9 (bytes)', demoCode, '', ''],
  );
  if (baseUrl) {
    const base = median([await firstLoadCode(browser, baseUrl, baseDir), await firstLoadCode(browser, baseUrl, baseDir), await firstLoadCode(browser, baseUrl, baseDir)]);
    rows.push(
      [`Demo first load: the same of ${baseDir}`, base, '', ''],
      ['Demo first load: growth over it (bytes)', demoCode - base, '', '<= 3072'],
    );
  }
  rows.push(['Measured: console errors in these loads', runs.reduce((n, r) => n + r.consoleErrors.length, 0), '', '']);
  return rows;
}

export function printMeasuredTable(rows) {
  console.log(`\nMeasured view and search, every county: medians of ${RUNS} cold loads of / (spread min-max)\n`);
  printTable(['metric', 'median', 'min-max', 'target'], rows);
}

/** Starts `riskmap serve` for BENCH_BASE_DIR, if set; returns { url, dir, stop } or null. */
export async function startBase() {
  const dir = process.env.BENCH_BASE_DIR;
  if (!dir) return null;
  const server = await startServer({ dir: path.resolve(dir) });
  return { url: server.url, dir: path.resolve(dir), stop: server.stop };
}

async function main() {
  console.log('building the product (npm run build) and the bare choropleth...');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const sites = await serveProductAndBare();
  const base = await startBase();
  const browser = await launchBrowser();
  try {
    printChoroplethTable(await choroplethRows(browser, sites.productUrl, sites.bareUrl));
    printMeasuredTable(await measuredRows(browser, sites.productUrl, sites.dir, { baseUrl: base?.url, baseDir: base?.dir }));
  } finally {
    await browser.close();
    await sites.stop();
    await base?.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
