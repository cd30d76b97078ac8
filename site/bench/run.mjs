// `npm run bench`: the product against the bare reference page (site/bench/bare), both built in this
// run and served by the real `riskmap serve`, each loaded 7 times in headless Chromium (fresh context,
// cache disabled, tiles from the blank PNG), with the 125 counties and with all 3,231 US counties, on
// loopback and on an emulated slow mobile network; then the Measured view and search rows of
// measured.mjs against the same product.
// Prints figures only: a slow machine makes a slow table, never a failed run.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchBrowser, ROOT, startServer } from '../scripts/chromium.mjs';
import { BARE_CONFIG, buildBare } from './bare.mjs';
import { choroplethRows, printChoroplethTable } from './choropleth.mjs';
import { codeAssets, codeBytes, coldPage, median, ms, printTable, ratio, SLOW_4G, waitForMark } from './common.mjs';
import { measuredRows, printMeasuredTable, startBase } from './measured.mjs';
import { buildUsApi, withApi } from './usCounties.mjs';

const RUNS = 7;
const DIST = path.join(ROOT, 'dist');
const BENCH = path.join(ROOT, 'dist-bench');
const DRAWN_MARK = 'riskmap:markers-drawn';
// The product shows a 1 s loading overlay after the map mounts; toggles are measured once it is gone.
const SETTLE_MS = 1500;

function buildProduct() {
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** One cold load: paint and marker timings, the JS and CSS it loaded first, and (unless told not to) one layer toggle. */
async function measureLoad(browser, url, { network, measureToggle = true } = {}) {
  const { context, page, fetched, consoleErrors } = await coldPage(browser, { network });
  try {
    await page.goto(url + '/');
    await waitForMark(page, DRAWN_MARK);
    const { fcp, drawn } = await page.evaluate((mark) => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      drawn: performance.getEntriesByName(mark)[0].startTime,
    }), DRAWN_MARK);
    if (!measureToggle) return { fcp, drawn, assets: codeAssets(fetched), consoleErrors };
    await page.waitForTimeout(SETTLE_MS);
    // What the page loaded before any interaction.
    const assets = codeAssets(fetched);
    const checkbox = await page.getByRole('checkbox', { name: 'Pesticide Exposure', exact: true }).locator('visible=true').first().elementHandle();
    const toggle = await page.evaluate(async (box) => {
      const longTasks = [];
      const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)));
      observer.observe({ type: 'longtask' });
      const t0 = performance.now();
      box.click();
      // Leaflet's canvas redraw runs in the next animation frame; the timeout lands after that frame.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const ms = performance.now() - t0;
      // Long task entries are reported after their task ends.
      await new Promise((resolve) => setTimeout(resolve, 200));
      longTasks.push(...observer.takeRecords().map((e) => e.duration));
      observer.disconnect();
      return { ms, longTasks };
    }, checkbox);
    return { fcp, drawn, toggle, assets, consoleErrors };
  } finally {
    await context.close();
  }
}

/** Medians of the paint and marker timings of some loads. */
function summarizeLoads(loads) {
  return {
    fcp: median(loads.map((l) => l.fcp)),
    drawn: median(loads.map((l) => l.drawn)),
    consoleErrors: loads.reduce((n, l) => n + l.consoleErrors.length, 0),
  };
}

/** summarizeLoads plus the layer toggle each load measured. */
function summarize(loads) {
  const toggles = loads.map((l) => l.toggle);
  return {
    ...summarizeLoads(loads),
    toggle: median(toggles.map((t) => t.ms)),
    longTaskCount: median(toggles.map((t) => t.longTasks.length)),
    longTaskMax: median(toggles.map((t) => Math.max(0, ...t.longTasks))),
    worstLongTask: Math.max(0, ...toggles.flatMap((t) => t.longTasks)),
  };
}

async function main() {
  console.log('building the product (npm run build) and the bare page...');
  buildProduct();
  await mkdir(BENCH, { recursive: true });
  await buildBare(DIST, path.join(BENCH, 'bare'));
  const work = await mkdtemp(path.join(tmpdir(), 'riskmap-bench-'));
  const servers = [];
  let browser;
  try {
    const usApi = await buildUsApi(work);
    await withApi(DIST, path.join(BENCH, 'product-us'), usApi);
    await withApi(path.join(BENCH, 'bare'), path.join(BENCH, 'bare-us'), usApi);

    const sites = {
      product125: DIST,
      bare125: path.join(BENCH, 'bare'),
      productUs: path.join(BENCH, 'product-us'),
      bareUs: path.join(BENCH, 'bare-us'),
    };
    const urls = {};
    for (const [name, dir] of Object.entries(sites)) {
      const server = await startServer({ dir, config: name.startsWith('bare') ? BARE_CONFIG : undefined });
      servers.push(server);
      urls[name] = server.url;
    }
    browser = await launchBrowser();
    const profiles = {
      ...Object.fromEntries(Object.keys(sites).map((name) => [name, { url: urls[name] }])),
      productSlow: { url: urls.product125, network: SLOW_4G, measureToggle: false },
      bareSlow: { url: urls.bare125, network: SLOW_4G, measureToggle: false },
    };
    // The first load of a fresh browser also pays for its caches (fonts, code); it is not counted.
    for (const url of Object.values(urls)) await measureLoad(browser, url, { measureToggle: false });
    const loads = Object.fromEntries(Object.keys(profiles).map((name) => [name, []]));
    // Interleaved, so a busy moment on the machine hits both pages alike.
    for (let run = 1; run <= RUNS; run++) {
      process.stdout.write(`load ${run}/${RUNS}\r`);
      for (const [name, profile] of Object.entries(profiles)) loads[name].push(await measureLoad(browser, profile.url, profile));
    }
    process.stdout.write('\n');

    const bytes = {
      product: await codeBytes(sites.product125, loads.product125[0].assets),
      bare: await codeBytes(sites.bare125, loads.bare125[0].assets),
    };
    const rows = [
      ['JS+CSS loaded first, gzip -9 (bytes)', bytes.product.total, bytes.bare.total, ratio(bytes.product.total, bytes.bare.total), '<= 1.15x'],
      ['  of which CSS inline in index.html', bytes.product.inlineCss, bytes.bare.inlineCss, '', ''],
    ];
    for (const [label, product, bare] of [
      ['125 counties', summarize(loads.product125), summarize(loads.bare125)],
      ['3,231 counties', summarize(loads.productUs), summarize(loads.bareUs)],
    ]) {
      rows.push(
        [`${label}: first contentful paint`, ms(product.fcp), ms(bare.fcp), ratio(product.fcp, bare.fcp), '<= 0.5x'],
        [`${label}: all markers drawn`, ms(product.drawn), ms(bare.drawn), ratio(product.drawn, bare.drawn), '<= 1.1x'],
        [`${label}: layer toggle to repaint`, ms(product.toggle), ms(bare.toggle), ratio(product.toggle, bare.toggle), '< 50 ms'],
        [`${label}: long tasks in toggle (count)`, product.longTaskCount, bare.longTaskCount, '', ''],
        [`${label}: longest long task in toggle`, ms(product.longTaskMax), ms(bare.longTaskMax), '', '<= 100 ms'],
        [`${label}: worst long task of ${RUNS} toggles`, ms(product.worstLongTask), ms(bare.worstLongTask), '', ''],
        [`${label}: console errors in ${RUNS} loads`, product.consoleErrors, bare.consoleErrors, '', ''],
      );
    }
    const slow = { product: summarizeLoads(loads.productSlow), bare: summarizeLoads(loads.bareSlow) };
    rows.push(
      ['125 counties, slow 4G: first contentful paint', ms(slow.product.fcp), ms(slow.bare.fcp), ratio(slow.product.fcp, slow.bare.fcp), ''],
      ['125 counties, slow 4G: all markers drawn', ms(slow.product.drawn), ms(slow.bare.drawn), ratio(slow.product.drawn, slow.bare.drawn), ''],
    );
    console.log(`\nmedians of ${RUNS} cold loads; product assets: ${loads.product125[0].assets.join(' ')}; bare: ${loads.bare125[0].assets.join(' ')}\n`);
    printTable(['metric', 'product', 'bare', 'ratio', 'target'], rows);

    // The Measured view always has every county, so it runs against the product as built.
    const base = await startBase();
    if (base) servers.push(base);
    printChoroplethTable(await choroplethRows(browser, urls.product125, urls.bare125));
    printMeasuredTable(await measuredRows(browser, urls.product125, sites.product125, { baseUrl: base?.url, baseDir: base?.dir }));
  } finally {
    await browser?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await rm(work, { recursive: true, force: true });
  }
}

await main();
