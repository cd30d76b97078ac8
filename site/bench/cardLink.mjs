// `npm run bench:card`: a Measured county link on a phone, judged from the screen. The link is opened
// cold at Lighthouse's mobile conditions applied for real (slow 4G, 4x CPU, a 412 px phone), in this
// build and, with BENCH_BASE_DIR=<another build's dist/>, in that one in turn (each served by
// `riskmap serve` with the netlify.toml beside it), and recorded with Chromium's screencast
// (screencast.mjs). Read from the frames, timed from the navigation's start:
// - card on screen: the first frame from which the county card's box holds (nearly) what the last
//   frame shows there;
// - map on screen: the first frame whose coloured pixels in the map above the card reach 95 % of the
//   last frame's;
// - drawer shown: on a phone, whether the sidebar drawer (over the card's place) was painted at all.
// The page's own mark of its drawn shapes is printed beside, for diagnosis. Prints figures; never
// fails on a time. BENCH_RUNS=N loads (default 7); --desktop loads it at 1280x800 (the card beside
// the map), --link=<link> another link; --no-build uses the dist/ there is.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { launchBrowser, ROOT, startServer } from '../scripts/chromium.mjs';
import { coldPage, median, ms, msRange, PHONE, printTable, SLOW_4G } from './common.mjs';
import { changedPixels, decodeFrame, onScreenAfter, recordScreen } from './screencast.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LINK = process.argv.find((arg) => arg.startsWith('--link='))?.slice('--link='.length) ?? '/?data=measured&county=06019';
const DESKTOP = process.argv.includes('--desktop');
const CPU = 4;
/** A card's box counts as settled when at most this share of its pixels still differ from the last frame's. */
const SETTLED_SHARE = 0.02;

/** The first frame after `since` from which box stays within SETTLED_SHARE of the last frame's pixels, in ms from `since`. */
function settledAfter(frames, box, since) {
  const decoded = frames.filter((f) => f.at >= since).map(decodeFrame);
  const last = decoded.at(-1);
  const area = box.width * box.height * last.scale * last.scale;
  const rect = { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width };
  let first = decoded.length - 1;
  while (first > 0 && changedPixels(decoded[first - 1], last, rect) <= SETTLED_SHARE * area) first--;
  return decoded[first].at - since;
}

async function recordLoad(browser, url) {
  const cold = await coldPage(browser, { network: SLOW_4G, ...(!DESKTOP && { device: PHONE }) });
  try {
    const cdp = await cold.context.newCDPSession(cold.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    // The drawer's visibility as the page paints it: read in every animation frame from the start.
    await cold.page.addInitScript(() => {
      window.__drawerSeen = false;
      const look = () => {
        const drawer = document.getElementById('sidebar');
        if (drawer && getComputedStyle(drawer).visibility === 'visible') window.__drawerSeen = true;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    const screen = await recordScreen(cold.page, { scale: 0.5, format: 'png' });
    await cold.page.goto(url + LINK);
    await cold.page.locator('.county-card').waitFor({ timeout: 90_000 });
    await cold.page.waitForFunction(() => performance.getEntriesByName('riskmap:shapes-drawn').length > 0, null, { timeout: 90_000, polling: 50 });
    await cold.page.waitForTimeout(3000);
    const frames = await screen.stop();
    const seen = await cold.page.evaluate(() => {
      const box = (el) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      const card = box(document.querySelector('.county-card'));
      const map = box(document.querySelector('.leaflet-container'));
      return {
        timeOrigin: performance.timeOrigin,
        markMs: performance.getEntriesByName('riskmap:shapes-drawn')[0].startTime,
        drawer: window.__drawerSeen,
        card,
        mapAbove: { ...map, height: Math.max(1, Math.min(map.height, card.y - map.y)) },
      };
    });
    return {
      cardMs: settledAfter(frames, seen.card, seen.timeOrigin),
      mapMs: await onScreenAfter(browser, frames, seen.mapAbove, seen.timeOrigin),
      markMs: seen.markMs,
      drawer: seen.drawer,
    };
  } finally {
    await cold.context.close();
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const builds = [{ name: 'this', server: await startServer({ dir: path.join(ROOT, 'dist') }) }];
  const baseDir = process.env.BENCH_BASE_DIR && path.resolve(process.env.BENCH_BASE_DIR);
  if (baseDir) builds.push({ name: 'base', server: await startServer({ dir: baseDir, config: path.join(baseDir, '../netlify.toml') }) });
  const browser = await launchBrowser();
  const runs = new Map(builds.map(({ name }) => [name, []]));
  try {
    for (let run = 0; run < RUNS; run++) {
      // The order turns each round, so neither build always loads on the warmer machine.
      for (const { name, server } of run % 2 ? [...builds].reverse() : builds) runs.get(name).push(await recordLoad(browser, server.url));
    }
  } finally {
    await browser.close();
    for (const { server } of builds) await server.stop();
  }
  console.log(`${LINK} on ${DESKTOP ? 'a 1280x800 desktop' : 'a 412 px phone'}, slow 4G and ${CPU}x CPU applied, ${RUNS} cold loads per build: median (min-max), ms from navigation start\n`);
  const cell = (values) => `${ms(median(values))} (${msRange(values)})`;
  printTable(
    ['build', 'card on screen', 'map on screen (above the card)', 'shapes drawn (page mark)', 'loads showing the drawer'],
    [...runs].map(([name, loads]) => [
      name,
      cell(loads.map((l) => l.cardMs)),
      cell(loads.map((l) => l.mapMs)),
      cell(loads.map((l) => l.markMs)),
      DESKTOP ? '- (a column there)' : `${loads.filter((l) => l.drawer).length} of ${loads.length}`,
    ]),
  );
}

await main();
