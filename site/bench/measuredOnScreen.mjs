// `npm run bench:screen`: when the Measured map is on the screen, judged from Chromium's own screen
// frames, for the product's Measured link and for the bare react-leaflet <GeoJSON> page drawing the
// same county shapes (bare/choropleth.tsx), in alternating cold loads of the same run, at 1x and 4x
// CPU. The product is also loaded with its map's picture (the build's drawing of the default map,
// site/vite/mapPreview) blocked, which is the product without it.
// Each load is recorded with the DevTools screencast (Page.startScreencast, every frame); the
// map counts as shown at the first frame whose coloured pixels inside .leaflet-container reach 95 %
// of the last frame's, timed from the navigation's start. The page's own mark (the frame after its
// layer is drawn) is printed as a second line, for diagnosis only. Prints figures; never fails on a time.
// BENCH_RUNS=N loads each page N times per CPU rate (default 7); --no-build uses the dist/ there is;
// --slow-4g loads every page over Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s) applied for real;
// BENCH_BASE_DIR=<another build's dist/> loads that build's Measured link in turn too (served with the
// netlify.toml beside it).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { launchBrowser, ROOT, startServer } from '../scripts/chromium.mjs';
import { serveProductAndBare } from './bare.mjs';
import { coldPage, median, ms, msRange, printTable, ratio, SLOW_4G } from './common.mjs';
import { onScreenAfter, recordScreen } from './screencast.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SHOWN_SHARE = 0.95;
const NETWORK = process.argv.includes('--slow-4g') ? SLOW_4G : undefined;
/** After the page's own mark, how long the last frames are waited for. */
const SETTLE_MS = 2000;
export const PAGES = {
  product: { link: '/?data=measured', mark: 'riskmap:shapes-drawn' },
  withoutPicture: { link: '/?data=measured', mark: 'riskmap:shapes-drawn', block: '*/assets/map-preview-*' },
  bare: { link: '/choropleth.html?data=measured', mark: 'bare:shapes-drawn' },
};
const BASE_DIR = process.env.BENCH_BASE_DIR && path.resolve(process.env.BENCH_BASE_DIR);
if (BASE_DIR) PAGES.base = PAGES.product;

/** One cold load recorded frame by frame (screencast.mjs): the map's time on screen and the page's own mark, both from navigation start. */
async function recordLoad(browser, url, page, cpu) {
  const cold = await coldPage(browser, { network: NETWORK });
  try {
    const cdp = await cold.context.newCDPSession(cold.page);
    if (page.block) {
      await cdp.send('Network.enable');
      await cdp.send('Network.setBlockedURLs', { urls: [page.block] });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    // JPEG at half size: full PNG frames slowed the page that animates a spinner more than the other.
    const screen = await recordScreen(cold.page, { scale: 0.5, format: 'jpeg' });
    await cold.page.goto(url + page.link);
    await cold.page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, page.mark, { timeout: 90_000, polling: 50 });
    await cold.page.waitForTimeout(SETTLE_MS * cpu);
    const frames = await screen.stop();
    const { timeOrigin, markMs, box, picture } = await cold.page.evaluate((name) => {
      const rect = document.querySelector('.leaflet-container').getBoundingClientRect();
      return {
        picture: document.querySelector('.map-preview')?.naturalWidth ?? 0,
        timeOrigin: performance.timeOrigin,
        markMs: performance.getEntriesByName(name)[0].startTime,
        box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
      };
    }, page.mark);
    if (page.block && picture > 0) throw new Error(`${page.block} was not blocked`);
    // Frames of the blank page before the navigation are left out.
    return { shownMs: await onScreenAfter(browser, frames, box, timeOrigin, SHOWN_SHARE), markMs };
  } finally {
    await cold.context.close();
  }
}

/** Rows [metric, product, bare, ratio, target] from loads alternating between the two pages at each CPU rate. */
export async function screenRows(browser, productUrl, bareUrl, baseUrl) {
  const urls = { product: productUrl, withoutPicture: productUrl, bare: bareUrl, base: baseUrl };
  const results = {};
  // Warms the browser's own caches; not counted.
  for (const name of Object.keys(PAGES)) await recordLoad(browser, urls[name], PAGES[name], 1);
  for (let run = 0; run < RUNS; run++) {
    for (const cpu of [1, 4]) {
      process.stdout.write(`screen ${run + 1}/${RUNS} ${cpu}x\r`);
      // The order turns each run, so no page always follows another.
      const names = Object.keys(PAGES);
      const order = names.map((_, i) => names[(i + run) % names.length]);
      for (const name of order) {
        ((results[`${name}${cpu}`] ??= [])).push(await recordLoad(browser, urls[name], PAGES[name], cpu));
      }
    }
  }
  process.stdout.write('\n');
  const cell = (values) => `${ms(median(values))} (${msRange(values)})`;
  const row = (label, key, pick, target = '') => {
    const [product, without, bare] = ['product', 'withoutPicture', 'bare'].map((name) => results[`${name}${key}`].map(pick));
    const base = BASE_DIR ? [cell(results[`base${key}`].map(pick))] : [];
    return [label, cell(product), cell(without), cell(bare), ratio(median(product), median(bare)), ratio(median(without), median(bare)), target, ...base];
  };
  return [1, 4].flatMap((cpu) => [
    row(`${cpu}x CPU: map on screen (screencast)`, cpu, (r) => r.shownMs, '<= 1.0x'),
    row(`${cpu}x CPU: the page's own mark (diagnostic)`, cpu, (r) => r.markMs),
  ]);
}

export function printScreenTable(rows) {
  console.log(`\nMeasured map on screen, ${PAGES.product.link} against the bare <GeoJSON> page${NETWORK ? ' over slow 4G' : ''}: medians of ${RUNS} cold loads each (min-max)\n`);
  printTable(['metric', 'product', 'without the picture', 'bare', 'ratio', 'ratio without', 'target', ...(BASE_DIR ? ['base'] : [])], rows);
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    console.log('building the product (npm run build)...');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const sites = await serveProductAndBare();
  const base = BASE_DIR && (await startServer({ dir: BASE_DIR, config: path.join(BASE_DIR, '../netlify.toml') }));
  const browser = await launchBrowser();
  try {
    printScreenTable(await screenRows(browser, sites.productUrl, sites.bareUrl, base?.url));
  } finally {
    await browser.close();
    await sites.stop();
    await base?.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
