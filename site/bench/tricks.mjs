// `npm run bench:tricks`: the page with each trick that leans on a dependency against the same page
// built with that trick's plain counterpart (site/bench/without/), all built in this run into
// dist-bench/tricks and served by the real `riskmap serve`. Loads alternate between the builds (the
// order turning each round), so a busy moment on the machine hits them alike. The Demo's 125
// counties are timed from the screen (Chromium's screencast frames, screencast.mjs): when the markers
// show, and from each layer toggle to the frame that repaints them; the page's own marks are printed
// beside as diagnostics. Prints medians with their spread; never fails on a slow machine.
//   - map root: the map in a React root of its own (mountMapView.tsx), or in the page's root.
// BENCH_RUNS=N sets the loads per build and profile (default 7).
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { launchBrowser, ROOT, startServer } from '../scripts/chromium.mjs';
import { coldPage, median, ms, msRange, printTable, waitForMark } from './common.mjs';
import { changedPixels, countPixels, decodeFrame, recordScreen } from './screencast.mjs';

const RUNS = Number(process.env.BENCH_RUNS) || 7;
const TOGGLES = 6;
const SITE = path.join(ROOT, 'site');
const OUT = path.join(ROOT, 'dist-bench/tricks');
// The product shows a 1 s loading overlay after the map mounts; toggles are measured once it is gone.
const SETTLE_MS = 1500;
const MARK = 'riskmap:markers-drawn';
// The markers are green, orange and red, also under the loading overlay's 82 % white; the map's
// background, its placeholder, the overlay, the legend's dots and the credit's link are grey, white,
// blue or purple.
const isMarkerPixel = (r, g, b) => Math.max(r, g) - b >= 6;
// A toggle restyles every marker (at least the fill opacity changes): thousands of pixels at half scale.
const REPAINTED_PIXELS = 200;

/** Each build: the modules it swaps for their counterparts in site/bench/without (none: the product). */
const BUILDS = {
  product: {},
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

/**
 * Builds the site with swapped modules into outDir, English then Spanish as `npm run build` does (the
 * server wants both pages; the API files come from `npm run generate`'s build/).
 */
async function buildVariant(swaps, outDir) {
  for (const mode of ['production', 'es']) {
    await build({
      configFile: path.join(SITE, 'vite.config.ts'),
      mode,
      logLevel: 'warn',
      plugins: [swapModules(swaps)],
      build: { outDir, emptyOutDir: mode === 'production' },
    });
  }
}

/** Clicks a layer checkbox `count` times, each timed in the page to the task after the next frame. */
async function toggleLayers(page, count) {
  const checkbox = await page.getByRole('checkbox', { name: 'Pesticide Exposure', exact: true }).locator('visible=true').first().elementHandle();
  return page.evaluate(
    async ({ box, count }) => {
      const longTasks = [];
      const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)));
      observer.observe({ type: 'longtask' });
      const clicks = [];
      for (let i = 0; i < count; i++) {
        const t0 = performance.now();
        box.click();
        // Leaflet's canvas redraw runs in the next animation frame; the timeout lands after that frame.
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        clicks.push({ at: performance.timeOrigin + t0, inPage: performance.now() - t0 });
        // Long task entries are reported after their task ends; this also spaces the clicks apart.
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      longTasks.push(...observer.takeRecords().map((e) => e.duration));
      observer.disconnect();
      return { clicks, longTasks };
    },
    { box: checkbox, count },
  );
}

/**
 * One cold load of the Demo: first paint and the markers' mark (the page's own), the frame the
 * markers first show in and, when asked, TOGGLES layer toggles, each to the frame that repaints the map.
 */
async function measureLoad(browser, url, { cpuSlowdown = 1, toggle = true }) {
  const { context, page, consoleErrors } = await coldPage(browser);
  try {
    if (cpuSlowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // Half the 1280x800 viewport: enough to see 10 px markers, cheap to encode.
    const screen = await recordScreen(page, { scale: 0.5 });
    await page.goto(url);
    await waitForMark(page, MARK);
    await page.waitForTimeout(SETTLE_MS);
    const { origin, fcp, drawn, map } = await page.evaluate((name) => ({
      origin: performance.timeOrigin,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      drawn: performance.getEntriesByName(name)[0].startTime,
      map: document.getElementById('map').getBoundingClientRect().toJSON(),
    }), MARK);
    const { clicks, longTasks } = toggle ? await toggleLayers(page, TOGGLES) : { clicks: [], longTasks: [] };
    const frames = (await screen.stop()).map(decodeFrame);

    const shownBy = (time) => frames.findLast((frame) => frame.at <= time) ?? frames[0];
    const settled = countPixels(shownBy(clicks[0]?.at ?? Infinity), map, isMarkerPixel);
    const firstShown = frames.find((frame) => countPixels(frame, map, isMarkerPixel) >= settled / 2);
    const repaints = clicks.map(({ at }) => {
      const before = shownBy(at);
      const after = frames.find((frame) => frame.at > at && changedPixels(before, frame, map) >= REPAINTED_PIXELS);
      return after ? after.at - at : NaN;
    });
    return {
      fcp,
      drawn,
      shown: firstShown ? firstShown.at - origin : NaN,
      toggles: clicks.map((c) => c.inPage),
      repaints,
      longTasks,
      consoleErrors,
    };
  } finally {
    await context.close();
  }
}

const cell = (values) => {
  const measured = values.filter(Number.isFinite);
  const missed = values.length - measured.length;
  return measured.length ? `${ms(median(measured))} (${msRange(measured)})${missed ? `, ${missed} unseen` : ''}` : '';
};

async function main() {
  console.log('generating the API files and building the product and its counterparts...');
  execFileSync('npm', ['run', 'generate'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  await mkdir(OUT, { recursive: true });
  const servers = [];
  let browser;
  try {
    const urls = {};
    for (const [name, swaps] of Object.entries(BUILDS)) {
      const dir = path.join(OUT, name.replaceAll(' ', '-'));
      // Built one after another: the prerender's work folder is shared.
      await buildVariant(swaps, dir);
      const server = await startServer({ dir });
      servers.push(server);
      urls[name] = server.url;
    }
    const profiles = [
      { label: '125 counties, 1x CPU', cpuSlowdown: 1 },
      { label: '125 counties, 4x CPU', cpuSlowdown: 4, toggle: false },
    ];
    browser = await launchBrowser();
    // The first load of a fresh browser also pays for its caches (fonts, code); it is not counted.
    for (const url of Object.values(urls)) await measureLoad(browser, url, { toggle: false });
    const names = Object.keys(BUILDS);
    const loads = {};
    for (let run = 0; run < RUNS; run++) {
      process.stdout.write(`round ${run + 1}/${RUNS}\r`);
      for (const profile of profiles) {
        for (let i = 0; i < names.length; i++) {
          const name = names[(run + i) % names.length];
          (loads[`${name}|${profile.label}`] ??= []).push(await measureLoad(browser, urls[name], profile));
        }
      }
    }
    process.stdout.write('\n');

    const rows = [];
    for (const profile of profiles) {
      for (const name of names) {
        const runs = loads[`${name}|${profile.label}`];
        const toggled = profile.toggle !== false;
        rows.push([
          profile.label,
          name,
          cell(runs.map((l) => l.shown)),
          toggled ? cell(runs.flatMap((l) => l.repaints)) : '',
          cell(runs.map((l) => l.fcp)),
          cell(runs.map((l) => l.drawn)),
          toggled ? cell(runs.flatMap((l) => l.toggles)) : '',
          toggled ? ms(Math.max(0, ...runs.flatMap((l) => l.longTasks))) : '',
          runs.reduce((n, l) => n + l.consoleErrors.length, 0),
        ]);
      }
    }
    console.log(`\nmedians (min-max) of ${RUNS} cold loads per build, ${TOGGLES} toggles each at 1x CPU; on screen: screencast frames`);
    console.log('(a frame every 16.7 ms at most); the mark and the in-page toggle are the page\'s own timings, diagnostics\n');
    printTable(
      ['profile', 'build', 'markers on screen', 'toggle to repaint on screen', 'first contentful paint', 'markers drawn (mark)', 'toggle (in page)', 'longest task in toggles', 'console errors'],
      rows,
    );
  } finally {
    await browser?.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

await main();
