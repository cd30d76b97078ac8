// California's census tracts (issue 37): the two deliveries issue 37 weighs, (b) one RMS1 file per
// county painted by the shapes worker (tracts/product.tsx, served as the index page) and (a) vector
// tiles in one PMTiles archive drawn by protomaps-leaflet (tracts/tiles.tsx, the archive written
// by tracttiles/), against a bare react-leaflet <GeoJSON> page of the same tracts (tracts/bare.tsx),
// all served by `riskmap serve` with netlify.toml.
// Each run loads a page cold at zoom 6 around Fresno, records the screen and zooms into Fresno
// (zoom 10, no animation): the tracts are on screen at the first frame whose coloured pixels inside
// .leaflet-container reach 95% of the final frame's. Then it drags the map for 2 s and takes the
// longest main-thread task. Runs alternate between the pages, at 1x and 4x CPU (BENCH_RUNS=N each,
// default 5). Prints figures; never fails on a time. Needs `npm run generate` (it runs it).
import { execFileSync } from 'node:child_process';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { feature } from 'topojson-client';
import { launchBrowser, ROOT, startServer } from '../scripts/chromium.mjs';
import { buildPages, withShapesReader } from './bare.mjs';
import { coldPage, median, ms, msRange, printTable, ratio, waitForMark } from './common.mjs';
import { pan } from './measured.mjs';
import { onScreenAfter, recordScreen } from './screencast.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const FRESNO = { center: [36.75, -119.77], zoom: 10 };
const OUT = path.join(ROOT, 'dist-bench/tracts');
const PAGES = { product: '/', tiles: '/tiles.html', bare: '/bare.html' };
const SETTLE_MS = 1500;

/** Each tract's colour: its PM2.5 California percentile (ces4_results.csv) in the three bands of the specification. */
async function tractColours() {
  const [header, ...rows] = (await readFile(path.join(ROOT, 'data/ces4/ces4_results.csv'), 'utf8')).trim().split('\n');
  // Split on the commas outside quotes.
  const fields = (line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  const id = fields(header).indexOf('GEOID');
  const pct = fields(header).indexOf('PM2.5 Pctl');
  const band = (p) => (p === '' ? '#9E9E9E' : Number(p) < 34 ? '#4CAF50' : Number(p) < 67 ? '#FF9800' : '#F44336');
  return Object.fromEntries(rows.map(fields).map((f) => [f[id], band(f[pct])]));
}

/** Builds both pages into OUT with the API files and, for the bare page, every tract as one GeoJSON file. */
async function buildTractPages() {
  // The product's modules take the paths and geographies from the manifest, as the site's build gives it.
  const manifest = await readFile(path.join(ROOT, 'build/api/manifest'), 'utf8');
  await buildPages(path.join(ROOT, 'site/bench/tracts'), OUT, ['index', 'tiles', 'bare'], { __MANIFEST__: manifest });
  execFileSync('go', ['run', '.', '-data', path.join(ROOT, 'data'), '-out', path.join(OUT, 'tracts.pmtiles')], {
    cwd: path.join(ROOT, 'site/bench/tracttiles'),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await cp(path.join(ROOT, 'build/api'), path.join(OUT, 'api'), { recursive: true });
  // riskmap serve checks that netlify.toml's rules name files of the folder it serves: the bench's
  // pages stand in for the product's Spanish 404 and each language's Measured page.
  await cp(path.join(ROOT, 'site/404.html'), path.join(OUT, 'es/404.html'));
  for (const page of ['measured.html', 'es/measured.html']) await cp(path.join(OUT, 'index.html'), path.join(OUT, page));
  const colours = await tractColours();
  await writeFile(path.join(OUT, 'tract-colours.json'), JSON.stringify(colours));
  const counties = [...new Set(Object.keys(colours).map((id) => id.slice(0, 5)))].sort();
  const features = await withShapesReader(async (read) => {
    const all = [];
    for (const county of counties) {
      const topology = await read(`tract/shapes/${county}`, 11);
      all.push(...feature(topology, topology.objects.areas).features);
    }
    return all;
  });
  await writeFile(path.join(OUT, 'tracts.geojson'), JSON.stringify({ type: 'FeatureCollection', features }));
}

/** One cold load of a page at cpu times slower: the tracts' time to screen after the zoom, their bytes, the longest task of a pan. */
async function measureOnce(browser, url, page, cpu) {
  const cold = await coldPage(browser);
  const cdp = await cold.context.newCDPSession(cold.page);
  const bytes = new Map();
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => bytes.set(requestId, encodedDataLength));
  const urls = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response }) => urls.set(requestId, new URL(response.url).pathname));
  await cdp.send('Network.enable');
  try {
    await cold.page.goto(url + page);
    await cold.page.waitForFunction(() => window.benchMap !== undefined);
    await cold.page.waitForLoadState('networkidle');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const before = new Set(bytes.keys());
    const box = await cold.page.locator('.leaflet-container').boundingBox();
    const screen = await recordScreen(cold.page);
    await cold.page.waitForTimeout(200);
    const since = await cold.page.evaluate(({ center, zoom }) => {
      const at = performance.timeOrigin + performance.now();
      window.benchMap.setView(center, zoom, { animate: false });
      return at;
    }, FRESNO);
    await waitForMark(cold.page, 'bench:tracts-drawn');
    await cold.page.waitForTimeout(SETTLE_MS);
    const frames = await screen.stop();
    const onScreen = await onScreenAfter(browser, frames, box, since);
    // The data the zoom fetched: API files and the bare page's JSON, not tiles or code.
    const loaded = [...bytes].filter(([id]) => !before.has(id) && /^\/api\/|\.((geo)?json|pmtiles)$/.test(urls.get(id) ?? ''));
    const panned = await pan(cold.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { onScreen, bytes: loaded.reduce((sum, [, n]) => sum + n, 0), files: loaded.length, longestPanTask: Math.max(0, ...panned), consoleErrors: cold.consoleErrors };
  } finally {
    await cold.context.close();
  }
}

async function main() {
  console.log('generating the data (npm run generate) and building the two tract pages...');
  execFileSync('npm', ['run', 'generate'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  await buildTractPages();
  const server = await startServer({ dir: OUT });
  const browser = await launchBrowser();
  const rows = [];
  try {
    for (const cpu of [1, 4]) {
      const runs = { product: [], tiles: [], bare: [] };
      await measureOnce(browser, server.url, PAGES.product, cpu); // warms the browser's own caches; not counted
      for (let run = 1; run <= RUNS; run++) {
        process.stdout.write(`${cpu}x CPU, run ${run}/${RUNS}\r`);
        // Alternating, so a busy moment of the machine falls on both pages alike.
        const order = run % 2 ? ['product', 'tiles', 'bare'] : ['bare', 'tiles', 'product'];
        for (const name of order) runs[name].push(await measureOnce(browser, server.url, PAGES[name], cpu));
      }
      const spread = (values) => `${ms(median(values))} (${msRange(values)})`;
      const times = (name) => runs[name].map((r) => r.onScreen);
      const tasks = (name) => runs[name].map((r) => r.longestPanTask);
      const bare = median(times('bare'));
      rows.push(
        [`${cpu}x CPU: zoom into Fresno to tracts on screen`, spread(times('product')), spread(times('tiles')), spread(times('bare')),
          `${ratio(median(times('product')), bare)} / ${ratio(median(times('tiles')), bare)}`, '<= 1.0x'],
        [`${cpu}x CPU: longest task in a 2 s pan`, spread(tasks('product')), spread(tasks('tiles')), spread(tasks('bare')), '', cpu === 1 ? '<= 50 ms' : ''],
      );
      if (cpu === 1) {
        const first = (name) => `${runs[name][0].bytes} (${runs[name][0].files})`;
        rows.push(['bytes loaded for the tracts (requests)', first('product'), first('tiles'), first('bare'), '', '']);
      }
      const errors = Object.values(runs).flat().flatMap((r) => r.consoleErrors);
      if (errors.length) console.log(`\nconsole errors at ${cpu}x: ${errors.slice(0, 3).join(' | ')}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\nCensus tracts around Fresno: medians of ${RUNS} cold loads each (min-max)\n`);
  printTable(['metric', '(b) RMS1 per county', '(a) PMTiles', 'bare <GeoJSON>', '(b) / (a) to bare', 'target'], rows);
}

await main();
