// `npm run lighthouse`: Lighthouse's mobile and desktop audits of the built site, served by the real
// `riskmap serve`, on each view's link and county link in English and the county links in Spanish, in
// Debian's Chromium. Lighthouse is not a project
// dependency: it is installed on first use into a folder under the system's temp directory and kept
// there for later runs. Map tiles come from the internet, which this machine may not reach: their
// requests are blocked (the map shows no background), so the figures are the site's own.
// Each page is audited --runs=N times (default 3) and printed as the median with the smallest and
// largest value, since one Lighthouse run here moves by a quarter or more.
// `--pages='/ /?data=measured'` audits those pages only, `--form-factors=mobile` in that form only.
// BENCH_BASE_DIR=<another build's dist/> audits that build too (served with the netlify.toml beside
// it), each run of a page alternating between the two, so a change is read against its base in the
// same minutes of a busy machine. `--bare` audits the bare reference pages too (bare.mjs: react-leaflet's
// markers for the Demo's `/`, its `<GeoJSON>` choropleth for `/?data=measured`) in the same runs, so a
// figure this machine cannot reach is told from one the page misses. Where a page shifts, the elements that moved
// are listed, from Lighthouse's layout-shifts audit.
// Prints figures only; a slow machine makes slow figures, never a failed run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, ROOT, startServer } from '../scripts/chromium.mjs';
import { BARE_CONFIG, buildBare } from './bare.mjs';
import { median, printTable } from './common.mjs';

const LIGHTHOUSE_DIR = path.join(tmpdir(), 'riskmap-lighthouse');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = process.argv.find((arg) => arg.startsWith('--pages='))?.slice('--pages='.length).split(' ') ?? [
  '/',
  '/?county=06037',
  '/?data=measured',
  '/?data=measured&county=06019',
  '/es/?county=06037',
  '/es/?data=measured&county=06019',
];
const FORM_FACTORS = process.argv.find((arg) => arg.startsWith('--form-factors='))?.slice('--form-factors='.length).split(',') ?? ['mobile', 'desktop'];
const TILES = ['*tile.openstreetmap.org*'];
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
/** The bare reference page doing the job of each of the product's view links. */
const BARE_PAGES = { '/': '/', '/?data=measured': '/choropleth.html?data=measured' };
const METRICS = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'accessibility'];

/** Installs lighthouse into LIGHTHOUSE_DIR unless it is there, and imports it and chrome-launcher. */
async function loadLighthouse() {
  const pkg = path.join(LIGHTHOUSE_DIR, 'node_modules/lighthouse/package.json');
  if (!existsSync(pkg)) {
    await mkdir(LIGHTHOUSE_DIR, { recursive: true });
    console.log(`installing lighthouse into ${LIGHTHOUSE_DIR} ...`);
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', LIGHTHOUSE_DIR, 'lighthouse'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const from = (file) => import(pathToFileURL(path.join(LIGHTHOUSE_DIR, 'node_modules', file)).href);
  const [{ default: lighthouse }, chromeLauncher, { default: desktopConfig }] = await Promise.all([
    from('lighthouse/core/index.js'),
    from('chrome-launcher/dist/index.js'),
    from('lighthouse/core/config/desktop-config.js'),
  ]);
  const { version } = await import(pathToFileURL(pkg).href, { with: { type: 'json' } }).then((m) => m.default);
  return { lighthouse, chromeLauncher, desktopConfig, version };
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    shifted: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => `${item.node?.selector ?? '?'} ${item.score?.toFixed(3)}`),
    failedA11y: Object.values(lhr.audits)
      .filter((a) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0) && a.score === 0)
      .map((a) => a.id),
  };
}

async function main() {
  const { lighthouse, chromeLauncher, desktopConfig, version } = await loadLighthouse();
  if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const sites = [{ build: 'this', server: await startServer({ dir: path.join(ROOT, 'dist') }) }];
  const baseDir = process.env.BENCH_BASE_DIR && path.resolve(process.env.BENCH_BASE_DIR);
  if (baseDir) sites.push({ build: 'base', server: await startServer({ dir: baseDir, config: path.join(baseDir, '../netlify.toml') }) });
  if (process.argv.includes('--bare')) {
    const bareDir = path.join(ROOT, 'dist-bench/bare');
    await buildBare(path.join(ROOT, 'dist'), bareDir);
    sites.push({ build: 'bare', server: await startServer({ dir: bareDir, config: BARE_CONFIG }), pages: BARE_PAGES });
  }
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_ARGS });
  const rows = [];
  try {
    const configs = [['mobile', undefined], ['desktop', desktopConfig]].filter(([formFactor]) => FORM_FACTORS.includes(formFactor));
    for (const [formFactor, config] of configs) {
      for (const page of PAGES) {
        const runs = new Map(sites.map(({ build }) => [build, []]));
        for (let run = 0; run < RUNS; run++) {
          for (const { build, server, pages } of sites) {
            if (pages && !(page in pages)) continue;
            const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], blockedUrlPatterns: TILES };
            const result = await lighthouse(server.url + (pages?.[page] ?? page), flags, config);
            if (result.lhr.runtimeError) throw new Error(`${formFactor} ${page}: ${result.lhr.runtimeError.message}`);
            runs.get(build).push(figures(result.lhr));
          }
        }
        for (const [build, audited] of runs) {
          if (audited.length > 0) rows.push({ formFactor, page: sites.length > 1 ? `${page} (${build})` : page, runs: audited });
        }
      }
    }
  } finally {
    await chrome.kill();
    for (const { server } of sites) await server.stop();
  }
  console.log(`Lighthouse ${version}, ${CHROME_PATH}, tiles blocked; mobile = simulated slow 4G and 4x CPU slowdown, desktop = Lighthouse's desktop preset`);
  console.log(`${RUNS} runs per page: median (smallest-largest)\n`);
  const spread = (values) => {
    const low = Math.min(...values);
    const high = Math.max(...values);
    return low === high ? String(median(values)) : `${median(values)} (${low}-${high})`;
  };
  printTable(
    ['form factor', 'page', ...METRICS, 'failed a11y audits'],
    rows.map(({ formFactor, page, runs }) => [
      formFactor,
      page,
      ...METRICS.map((metric) => spread(runs.map((run) => run[metric]))),
      [...new Set(runs.flatMap((run) => run.failedA11y))].join(' ') || '-',
    ]),
  );
  for (const { formFactor, page, runs } of rows) {
    const shifted = [...new Set(runs.flatMap((run) => run.shifted))];
    if (shifted.length > 0) console.log(`${formFactor} ${page} shifted: ${shifted.join('; ')}`);
  }
}

await main();
