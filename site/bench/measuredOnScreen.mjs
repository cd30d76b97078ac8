// `npm run bench:screen`: when the Measured map is on the screen, judged from Chromium's own screen
// frames, for the product's Measured link and for the bare react-leaflet <GeoJSON> page drawing the
// same county shapes (bare/choropleth.tsx), in alternating cold loads of the same run, at 1x and 4x
// CPU. The product is also loaded with its map's picture (the build's drawing of the default map,
// site/vite/mapPreview) blocked, which is the product without it.
// Each load is recorded with the DevTools screencast (Page.startScreencast, every frame); the
// map counts as shown at the first frame whose coloured pixels inside .leaflet-container reach 95 %
// of the last frame's, timed from the navigation's start. The page's own mark (the frame after its
// layer is drawn) is printed as a second line, for diagnosis only. Prints figures; never fails on a time.
// BENCH_RUNS=N loads each page N times per CPU rate (default 7); --no-build uses the dist/ there is.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { launchBrowser, ROOT } from '../scripts/chromium.mjs';
import { serveProductAndBare } from './bare.mjs';
import { coldPage, median, ms, msRange, printTable, ratio } from './common.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SHOWN_SHARE = 0.95;
/** A pixel is coloured when its channels differ this much: the map's fills are, the grey ground and blank tiles not. */
const CHROMA = 40;
/** After the page's own mark, how long the last frames are waited for. */
const SETTLE_MS = 2000;
export const PAGES = {
  product: { link: '/?data=measured', mark: 'riskmap:shapes-drawn' },
  withoutPicture: { link: '/?data=measured', mark: 'riskmap:shapes-drawn', block: '*/assets/map-preview-*' },
  bare: { link: '/choropleth.html?data=measured', mark: 'bare:shapes-drawn' },
};

/** One cold load recorded frame by frame: the frames (JPEG, base64, ms from navigation start), the map's box and the page's mark. */
async function recordLoad(browser, url, page, cpu) {
  const cold = await coldPage(browser);
  try {
    const cdp = await cold.context.newCDPSession(cold.page);
    if (page.block) {
      await cdp.send('Network.enable');
      await cdp.send('Network.setBlockedURLs', { urls: [page.block] });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const frames = [];
    cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
      frames.push({ data, wallMs: metadata.timestamp * 1000, deviceWidth: metadata.deviceWidth });
      cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
    });
    await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 60, maxWidth: 640, maxHeight: 400, everyNthFrame: 1 });
    await cold.page.goto(url + page.link);
    await cold.page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, page.mark, { timeout: 90_000, polling: 50 });
    await cold.page.waitForTimeout(SETTLE_MS * cpu);
    await cdp.send('Page.stopScreencast');
    const { timeOrigin, markMs, box, picture } = await cold.page.evaluate((name) => {
      const rect = document.querySelector('.leaflet-container').getBoundingClientRect();
      return {
        picture: document.querySelector('.map-preview')?.naturalWidth ?? 0,
        timeOrigin: performance.timeOrigin,
        markMs: performance.getEntriesByName(name)[0].startTime,
        box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height, viewport: window.innerWidth },
      };
    }, page.mark);
    // Frames of the blank page before the navigation are left out.
    const timed = frames.map((f) => ({ ...f, atMs: f.wallMs - timeOrigin })).filter((f) => f.atMs >= 0);
    if (page.block && picture > 0) throw new Error(`${page.block} was not blocked`);
    return { frames: timed, box, markMs };
  } finally {
    await cold.context.close();
  }
}

/** Coloured pixels inside the map's box of each frame, counted in a page of its own after the loads. */
async function colouredPixels(analyser, { frames, box }) {
  return analyser.evaluate(
    async ({ frames, box, chroma }) => {
      const counts = [];
      for (const frame of frames) {
        const bytes = Uint8Array.from(atob(frame.data), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
        // Frames may be scaled from the page's CSS pixels.
        const scale = bitmap.width / box.viewport;
        const [x, y, w, h] = [box.x, box.y, box.width, box.height].map((v) => Math.round(v * scale));
        const canvas = new OffscreenCanvas(w, h);
        const context = canvas.getContext('2d');
        context.drawImage(bitmap, -x, -y);
        const data = context.getImageData(0, 0, w, h).data;
        let coloured = 0;
        for (let i = 0; i < data.length; i += 4) {
          const r = data[i];
          const g = data[i + 1];
          const b = data[i + 2];
          if (Math.max(r, g, b) - Math.min(r, g, b) >= chroma) coloured++;
        }
        counts.push(coloured);
      }
      return counts;
    },
    { frames, box, chroma: CHROMA },
  );
}

/** ms from navigation start to the first frame whose coloured pixels reach SHOWN_SHARE of the last frame's. */
async function mapOnScreen(analyser, load) {
  const counts = await colouredPixels(analyser, load);
  const final = counts.at(-1);
  const first = counts.findIndex((count) => count >= SHOWN_SHARE * final);
  return { shownMs: load.frames[first].atMs, markMs: load.markMs, frames: counts.length };
}

/** Rows [metric, product, bare, ratio, target] from loads alternating between the two pages at each CPU rate. */
export async function screenRows(browser, productUrl, bareUrl) {
  const analyser = await browser.newPage();
  const urls = { product: productUrl, withoutPicture: productUrl, bare: bareUrl };
  const results = {};
  try {
    // Warms the browser's own caches; not counted.
    for (const name of Object.keys(PAGES)) await recordLoad(browser, urls[name], PAGES[name], 1);
    for (let run = 0; run < RUNS; run++) {
      for (const cpu of [1, 4]) {
        process.stdout.write(`screen ${run + 1}/${RUNS} ${cpu}x\r`);
        // The order turns each run, so no page always follows another.
        const names = Object.keys(PAGES);
        const order = names.map((_, i) => names[(i + run) % names.length]);
        for (const name of order) {
          const load = await recordLoad(browser, urls[name], PAGES[name], cpu);
          ((results[`${name}${cpu}`] ??= [])).push(await mapOnScreen(analyser, load));
        }
      }
    }
  } finally {
    await analyser.close();
  }
  process.stdout.write('\n');
  const cell = (values) => `${ms(median(values))} (${msRange(values)})`;
  const row = (label, key, pick, target = '') => {
    const [product, without, bare] = ['product', 'withoutPicture', 'bare'].map((name) => results[`${name}${key}`].map(pick));
    return [label, cell(product), cell(without), cell(bare), ratio(median(product), median(bare)), ratio(median(without), median(bare)), target];
  };
  return [1, 4].flatMap((cpu) => [
    row(`${cpu}x CPU: map on screen (screencast)`, cpu, (r) => r.shownMs, '<= 1.0x'),
    row(`${cpu}x CPU: the page's own mark (diagnostic)`, cpu, (r) => r.markMs),
  ]);
}

export function printScreenTable(rows) {
  console.log(`\nMeasured map on screen, ${PAGES.product.link} against the bare <GeoJSON> page: medians of ${RUNS} cold loads each (min-max)\n`);
  printTable(['metric', 'product', 'without the picture', 'bare', 'ratio', 'ratio without', 'target'], rows);
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    console.log('building the product (npm run build)...');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const sites = await serveProductAndBare();
  const browser = await launchBrowser();
  try {
    printScreenTable(await screenRows(browser, sites.productUrl, sites.bareUrl));
  } finally {
    await browser.close();
    await sites.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
