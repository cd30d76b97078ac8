// The place search (issue 25) against the built product: from the third typed letter of a town's
// name ("Spr") to the frame after its places are drawn in the suggestions, with the piece cold (a
// fresh page: the place code and /api/places/spr fetched on loopback) and warm (the same text typed
// again in that page), the longest task meanwhile, and the first loads' code bytes of the Demo and
// the Measured view (with BENCH_BASE_DIR set to another build's dist, the growth over it).
// `node site/bench/places.mjs` after `npm run build`; prints figures, never fails on a slow machine.
import path from 'node:path';
import { launchBrowser, ROOT, startServer } from '../scripts/chromium.mjs';
import { coldPage, firstLoadBytes, median, ms, msRange, printTable, waitForMark } from './common.mjs';

const RUNS = 7;

/** Types "Sp", then times "r" until a place option (" · ") is drawn; also the longest task meanwhile. */
async function timeThirdLetter(page) {
  const box = page.getByRole('combobox', { name: 'Search counties' });
  await box.fill('');
  await box.focus();
  await page.keyboard.type('Sp');
  await page.waitForTimeout(200);
  await page.evaluate(() => {
    window.__drawn = null;
    window.__longest = 0;
    const tasks = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
    });
    tasks.observe({ type: 'longtask' });
    window.addEventListener('keydown', () => (window.__t0 = performance.now()), { capture: true, once: true });
    const drawn = () => [...document.querySelectorAll('[role=option]')].some((o) => o.textContent.includes(' · '));
    const watch = new MutationObserver(() => {
      if (!drawn()) return;
      watch.disconnect();
      requestAnimationFrame(() =>
        setTimeout(() => {
          window.__drawn = performance.now() - window.__t0;
          tasks.disconnect();
        }, 0),
      );
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.keyboard.type('r');
  await page.waitForFunction(() => window.__drawn !== null, null, { polling: 10, timeout: 30_000 });
  return page.evaluate(() => ({ drawn: window.__drawn, longest: window.__longest }));
}

async function main() {
  const dir = path.join(ROOT, 'dist');
  const server = await startServer({ dir });
  const baseDir = process.env.BENCH_BASE_DIR ? path.resolve(process.env.BENCH_BASE_DIR) : null;
  const base = baseDir ? await startServer({ dir: baseDir }) : null;
  const browser = await launchBrowser();
  try {
    const cold = [];
    const warm = [];
    const longest = [];
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await coldPage(browser);
      try {
        await page.goto(server.url + '/');
        await waitForMark(page, 'riskmap:markers-drawn');
        await page.waitForLoadState('networkidle');
        const first = await timeThirdLetter(page);
        const again = await timeThirdLetter(page);
        cold.push(first.drawn);
        warm.push(again.drawn);
        longest.push(Math.max(first.longest, again.longest));
      } finally {
        await context.close();
      }
    }
    const rows = [
      ['third letter to places drawn, piece cold (loopback)', ms(median(cold)), msRange(cold), '<= 100 ms'],
      ['third letter to places drawn, piece warm', ms(median(warm)), msRange(warm), '<= 16 ms'],
      ['longest task over 50 ms while typing (0: none)', ms(median(longest)), msRange(longest), 'none'],
    ];
    for (const [view, pagePath, mark] of [
      ['Demo', '/', 'riskmap:markers-drawn'],
      ['Measured', '/?data=measured', 'riskmap:shapes-drawn'],
    ]) {
      const bytes = await firstLoadBytes(browser, server.url, dir, pagePath, mark);
      rows.push([`${view} first load: JS+CSS incl. inline CSS, gzip -9 (bytes)`, bytes, '', '']);
      if (base) {
        const before = await firstLoadBytes(browser, base.url, baseDir, pagePath, mark);
        rows.push([`${view} first load: growth over BENCH_BASE_DIR (bytes)`, bytes - before, `${before} before`, '<= +-1024']);
      }
    }
    console.log(`\nPlace search: medians of ${RUNS} cold pages (spread min-max)\n`);
    printTable(['figure', 'median', 'spread', 'target'], rows);
  } finally {
    await browser.close();
    await server.stop();
    await base?.stop();
  }
}

await main();
