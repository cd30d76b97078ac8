// `npm run bench:tricks`: the page with each speed trick that leans on a dependency's internals
// against the same page built with that trick's public-API counterpart (site/bench/without/), all
// built in this run into dist-bench/tricks and served by the real `riskmap serve`. Loads alternate
// between the builds (the order turning each round), so a busy moment on the machine hits them alike.
// Prints medians with their spread; never fails on a slow machine. The Demo's markers are timed with
// 125 and 3,231 counties, at full speed and at 4x CPU (a phone), and a Measured link's shapes.
//   - sprites: src/features/map/spriteCanvas.ts, or Leaflet's canvas() with setStyle per marker;
//   - map root: the map in a React root of its own (mountMapView.tsx), or in the page's root.
// BENCH_RUNS=N sets the loads per build and profile (default 7).
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { launchBrowser, ROOT, startServer } from '../scripts/chromium.mjs';
import { coldPage, median, ms, msRange, printTable, waitForMark } from './common.mjs';
import { buildUsApi, withApi } from './usCounties.mjs';

const RUNS = Number(process.env.BENCH_RUNS) || 7;
const TOGGLES = 6;
const SITE = path.join(ROOT, 'site');
const OUT = path.join(ROOT, 'dist-bench/tricks');
// The product shows a 1 s loading overlay after the map mounts; toggles are measured once it is gone.
const SETTLE_MS = 1500;

/** Each build: the modules it swaps for their counterparts in site/bench/without (none: the product). */
const BUILDS = {
  product: {},
  'no sprites': { 'src/features/map/spriteCanvas.ts': 'bench/without/plainCanvas.ts' },
  'no map root': {
    'src/features/map/MapHost.tsx': 'bench/without/MapHost.tsx',
    'src/features/map/mountMapView.tsx': 'bench/without/mountMapView.tsx',
  },
};

/** A Vite plugin that resolves each module of `swaps` (paths under site/) to its counterpart. */
function swapModules(swaps) {
  const to = new Map(Object.entries(swaps).map(([from, by]) => [path.join(SITE, from), path.join(SITE, by)]));
  return {
    name: 'bench:swap-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || to.size === 0) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && to.get(resolved.id)) ?? null;
    },
  };
}

/** Builds the site with swapped modules into outDir (the API files come from `npm run generate`'s build/). */
async function buildVariant(swaps, outDir) {
  await build({
    configFile: path.join(SITE, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [swapModules(swaps)],
    build: { outDir, emptyOutDir: true },
  });
}

/**
 * One cold load of `link`: first paint, the map drawn (the frame after `mark`) and, when asked,
 * TOGGLES layer toggles timed to the frame after.
 */
async function measureLoad(browser, url, { link = '/', mark = 'riskmap:markers-drawn', cpuSlowdown = 1, toggle = true }) {
  const { context, page, consoleErrors } = await coldPage(browser);
  try {
    if (cpuSlowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url + link);
    await waitForMark(page, mark);
    const { fcp, drawn } = await page.evaluate((name) => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      drawn: performance.getEntriesByName(name)[0].startTime,
    }), mark);
    if (!toggle) return { fcp, drawn, toggles: [], longTasks: [], consoleErrors };
    await page.waitForTimeout(SETTLE_MS);
    const checkbox = await page.getByRole('checkbox', { name: 'Pesticide Exposure', exact: true }).locator('visible=true').first().elementHandle();
    const { toggles, longTasks } = await page.evaluate(
      async ({ box, count }) => {
        const longTasks = [];
        const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)));
        observer.observe({ type: 'longtask' });
        const toggles = [];
        for (let i = 0; i < count; i++) {
          const t0 = performance.now();
          box.click();
          // Leaflet's canvas redraw runs in the next animation frame; the timeout lands after that frame.
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
          toggles.push(performance.now() - t0);
          // Long task entries are reported after their task ends; this also spaces the clicks apart.
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        longTasks.push(...observer.takeRecords().map((e) => e.duration));
        observer.disconnect();
        return { toggles, longTasks };
      },
      { box: checkbox, count: TOGGLES },
    );
    return { fcp, drawn, toggles, longTasks, consoleErrors };
  } finally {
    await context.close();
  }
}

const cell = (values) => (values.length ? `${ms(median(values))} (${msRange(values)})` : '');

async function main() {
  console.log('generating the API files and building the product and its counterparts...');
  execFileSync('npm', ['run', 'generate'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  await mkdir(OUT, { recursive: true });
  const work = await mkdtemp(path.join(tmpdir(), 'riskmap-tricks-'));
  const servers = [];
  let browser;
  try {
    const usApi = await buildUsApi(work);
    const urls = {};
    for (const [name, swaps] of Object.entries(BUILDS)) {
      const dir = path.join(OUT, name.replaceAll(' ', '-'));
      // Built one after another: the prerender's work folder is shared.
      await buildVariant(swaps, dir);
      await withApi(dir, `${dir}-us`, usApi);
      for (const [counties, site] of [['125', dir], ['3,231', `${dir}-us`]]) {
        const server = await startServer({ dir: site });
        servers.push(server);
        urls[`${name}|${counties}`] = server.url;
      }
    }
    const profiles = [
      { label: '125 counties, 1x CPU', counties: '125', cpuSlowdown: 1 },
      { label: '3,231 counties, 1x CPU', counties: '3,231', cpuSlowdown: 1 },
      { label: '125 counties, 4x CPU', counties: '125', cpuSlowdown: 4, toggle: false },
      { label: 'Measured link, 1x CPU', counties: '125', link: '/?data=measured', mark: 'riskmap:shapes-drawn', toggle: false },
    ];
    browser = await launchBrowser();
    // The first load of a fresh browser also pays for its caches (fonts, code); it is not counted.
    for (const url of Object.values(urls)) await measureLoad(browser, url, {});
    const names = Object.keys(BUILDS);
    const loads = {};
    for (let run = 0; run < RUNS; run++) {
      process.stdout.write(`round ${run + 1}/${RUNS}\r`);
      for (const profile of profiles) {
        for (let i = 0; i < names.length; i++) {
          const name = names[(run + i) % names.length];
          const key = `${name}|${profile.label}`;
          (loads[key] ??= []).push(await measureLoad(browser, urls[`${name}|${profile.counties}`], profile));
        }
      }
    }
    process.stdout.write('\n');

    const rows = [];
    for (const profile of profiles) {
      for (const name of names) {
        const runs = loads[`${name}|${profile.label}`];
        rows.push([
          profile.label,
          name,
          cell(runs.map((l) => l.fcp)),
          cell(runs.map((l) => l.drawn)),
          cell(runs.flatMap((l) => l.toggles)),
          profile.toggle === false ? '' : ms(Math.max(0, ...runs.flatMap((l) => l.longTasks))),
          runs.reduce((n, l) => n + l.consoleErrors.length, 0),
        ]);
      }
    }
    console.log(`\nmedians (min-max) of ${RUNS} cold loads per build, ${TOGGLES} toggles each in the Demo at 1x CPU\n`);
    printTable(['profile', 'build', 'first contentful paint', 'markers (or shapes) drawn', 'layer toggle to repaint', 'longest task in toggles', 'console errors'], rows);
  } finally {
    await browser?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await rm(work, { recursive: true, force: true });
  }
}

await main();
