// The search's suggestions (issue 34) against the built product, in the Measured view (every county):
// once the search's files are in (its index, every word, the pieces of the words typed), each
// keystroke of a new text from its keydown to the frame after the suggestions changed, at 4x CPU
// (Chrome DevTools' throttling, as Lighthouse's phone); with the piece cold (a fresh page: the code,
// the index and the words fetched on focus, then "Ho" asks for /api/places/ho on loopback), the
// second letter to the frame after the places are drawn, at 4x too; the longest task meanwhile; and
// the first loads' code bytes of the Demo and the Measured view (with BENCH_BASE_DIR set to another
// build's dist, the growth over it).
// `node site/bench/places.mjs` after `npm run build`; prints figures, never fails on a slow machine.
import path from 'node:path';
import { launchBrowser, ROOT, startServer } from '../scripts/chromium.mjs';
import { coldPage, firstLoadBytes, median, ms, msRange, printTable, waitForMark } from './common.mjs';

const RUNS = 5;
const CPU_SLOWDOWN = 4;
/** Typed once each to fetch their pieces, then timed key by key, each from an empty box. */
const TEXTS = ['Springfield', 'Houston, TX', 'Brooklyn', 'Los Angles'];

/**
 * Presses a key and returns the ms from its keydown to the frame after the suggestion list changed,
 * or null when it did not change within a second; also the longest task meanwhile.
 */
async function timeKey(page, key) {
  await page.evaluate(() => {
    window.__shown = undefined;
    window.__longest = 0;
    const tasks = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
    });
    tasks.observe({ type: 'longtask' });
    window.addEventListener('keydown', () => (window.__t0 = performance.now()), { capture: true, once: true });
    const list = document.querySelector('[role=listbox]');
    const watch = new MutationObserver(() => {
      watch.disconnect();
      requestAnimationFrame(() => setTimeout(() => ((window.__shown = performance.now() - window.__t0), tasks.disconnect()), 0));
    });
    watch.observe(list, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['hidden'] });
    setTimeout(() => {
      watch.disconnect();
      tasks.disconnect();
      if (window.__shown === undefined) window.__shown = null;
    }, 1000);
  });
  await page.keyboard.type(key);
  await page.waitForFunction(() => window.__shown !== undefined, null, { polling: 10, timeout: 30_000 });
  return page.evaluate(() => ({ shown: window.__shown, longest: window.__longest }));
}

async function clearBox(page, box) {
  await box.fill('');
  await page.waitForFunction(() => document.querySelector('[role=listbox]')?.hidden !== false);
}

async function main() {
  const dir = path.join(ROOT, 'dist');
  const server = await startServer({ dir });
  const baseDir = process.env.BENCH_BASE_DIR ? path.resolve(process.env.BENCH_BASE_DIR) : null;
  const base = baseDir ? await startServer({ dir: baseDir }) : null;
  const browser = await launchBrowser();
  try {
    const warmKeys = [];
    const coldPieces = [];
    const longest = [];
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await coldPage(browser);
      try {
        await page.goto(server.url + '/?data=measured');
        await waitForMark(page, 'riskmap:shapes-drawn');
        await page.waitForLoadState('networkidle');
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        const box = page.getByRole('combobox', { name: 'Search counties' });
        await box.focus();
        await page.waitForLoadState('networkidle');
        // The second letter names the piece "ho", fetched now.
        await page.keyboard.type('H');
        const cold = await timeKey(page, 'o');
        if (cold.shown !== null) coldPieces.push(cold.shown);
        longest.push(cold.longest);
        for (const text of TEXTS) {
          await clearBox(page, box);
          await page.keyboard.type(text);
          await page.waitForLoadState('networkidle');
        }
        for (const text of TEXTS) {
          await clearBox(page, box);
          for (const key of text) {
            const timed = await timeKey(page, key);
            if (timed.shown !== null) warmKeys.push(timed.shown);
            longest.push(timed.longest);
          }
        }
      } finally {
        await context.close();
      }
    }
    const rows = [
      [`keydown to suggestions drawn, pieces in, ${CPU_SLOWDOWN}x CPU (${warmKeys.length} keys)`, ms(median(warmKeys)), msRange(warmKeys), '<= 100 ms'],
      [`second letter to places drawn, piece cold (loopback), ${CPU_SLOWDOWN}x CPU`, ms(median(coldPieces)), msRange(coldPieces), ''],
      ['longest task while typing (0: none over 50 ms)', ms(median(longest)), msRange(longest), ''],
    ];
    for (const [view, pagePath, mark] of [
      ['Demo', '/', 'riskmap:markers-drawn'],
      ['Measured', '/?data=measured', 'riskmap:shapes-drawn'],
    ]) {
      const bytes = await firstLoadBytes(browser, server.url, dir, pagePath, mark);
      rows.push([`${view} first load: JS+CSS incl. inline CSS, gzip -9 (bytes)`, bytes, '', '']);
      if (base) {
        const before = await firstLoadBytes(browser, base.url, baseDir, pagePath, mark);
        rows.push([`${view} first load: growth over BENCH_BASE_DIR (bytes)`, bytes - before, `${before} before`, '<= 0']);
      }
    }
    console.log(`\nThe search's suggestions, Measured view: medians over ${RUNS} cold pages (spread min-max)\n`);
    printTable(['figure', 'median', 'spread', 'target'], rows);
  } finally {
    await browser.close();
    await server.stop();
    await base?.stop();
  }
}

await main();
