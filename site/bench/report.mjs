// The county report of issue 24 against the built product (run `npm run build` first): from a click
// on View Details to every chart drawn (the studies, the PM2.5 trend and the four distributions),
// cold (a fresh page with the cache off: the report's code, /api/studies and the state's yearly
// PM2.5 are fetched) and warm (the same page opening the report again, all of it in memory), with
// the longest task during each; then the JS+CSS gzip bytes the Demo and Measured links load first.
// Medians of RUNS pages at 1x CPU. Set BENCH_BASE_DIR to another build's dist/ to compare the first
// loads' bytes with it. `node site/bench/report.mjs`
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, ROOT, startServer } from '../scripts/chromium.mjs';
import { coldPage, firstLoadBytes, median, ms, msRange, printTable, waitForMark } from './common.mjs';

const RUNS = 7;
const WARM_OPENS = 5;
const LINK = '/?data=measured&county=06019';

/** Clicks View Details and resolves, in the page, with the time to the frame after the report's charts are in, and the longest task meanwhile. */
async function openReportTimed(page) {
  const button = await page.getByRole('button', { name: 'View Details' }).elementHandle();
  return page.evaluate(async (details) => {
    const longTasks = [];
    const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)));
    observer.observe({ type: 'longtask' });
    const t0 = performance.now();
    details.click();
    const ready = () => document.querySelector('dialog[open] [data-report-ready="true"]');
    while (!ready() && performance.now() - t0 < 30_000) await new Promise(requestAnimationFrame);
    // The frame that paints the charts.
    await new Promise(requestAnimationFrame);
    const drawn = performance.now() - t0;
    const charts = document.querySelectorAll('dialog[open] .trend-chart, dialog[open] .distribution-chart').length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    return { drawn, charts, longest: Math.max(0, ...longTasks) };
  }, button);
}

async function closeReport(page) {
  await page.keyboard.press('Escape');
  await page.locator('dialog[open]').waitFor({ state: 'detached' }).catch(() => page.locator('dialog[open]').waitFor({ state: 'hidden' }));
}

async function measureOnce(browser, url) {
  const { context, page, consoleErrors } = await coldPage(browser);
  try {
    await page.goto(url + LINK);
    await waitForMark(page, 'riskmap:shapes-drawn');
    await page.getByRole('button', { name: 'View Details' }).waitFor();
    await page.waitForTimeout(1500);
    const cold = await openReportTimed(page);
    const warm = [];
    for (let i = 0; i < WARM_OPENS; i++) {
      await closeReport(page);
      await page.waitForTimeout(300);
      warm.push(await openReportTimed(page));
    }
    if (consoleErrors.length > 0) throw new Error(`console errors: ${consoleErrors.join('; ')}`);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

async function main() {
  const dir = path.join(ROOT, 'dist');
  const server = await startServer({ dir });
  const baseDir = process.env.BENCH_BASE_DIR && path.resolve(process.env.BENCH_BASE_DIR);
  const base = baseDir ? await startServer({ dir: baseDir }) : null;
  const browser = await launchBrowser();
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, server.url));
    const cold = runs.map((r) => r.cold.drawn);
    const warm = runs.flatMap((r) => r.warm.map((w) => w.drawn));
    const longest = runs.flatMap((r) => [r.cold.longest, ...r.warm.map((w) => w.longest)]);
    const rows = [
      ['View Details to every chart drawn, cold (median)', ms(median(cold)), msRange(cold), '<= 300 ms'],
      ['View Details to every chart drawn, warm (median)', ms(median(warm)), msRange(warm), '<= 100 ms'],
      ['longest task while opening (median)', ms(median(longest)), msRange(longest), '<= 50 ms'],
      ['charts drawn per report', String(runs[0].cold.charts), '', '5'],
    ];
    for (const [name, link] of [
      ['Demo', '/'],
      ['Measured', '/?data=measured'],
    ]) {
      const mark = link.includes('measured') ? 'riskmap:shapes-drawn' : 'riskmap:markers-drawn';
      const bytes = await firstLoadBytes(browser, server.url, dir, link, mark);
      const was = base ? await firstLoadBytes(browser, base.url, baseDir, link, mark) : null;
      rows.push([`${name} first load JS+CSS, gzip -9 (bytes)`, String(bytes), was === null ? '' : `${bytes - was >= 0 ? '+' : ''}${bytes - was} vs base`, name === 'Demo' ? '+-1000' : '<= +2000']);
    }
    printTable(['metric', 'median', 'range', 'target'], rows);
  } finally {
    await browser.close();
    await server.stop();
    await base?.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
