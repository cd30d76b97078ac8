// Shared end-to-end harness: builds the real `riskmap` CLI, serves a built site with it exactly as
// Netlify would (headers from netlify.toml), and drives Debian's Chromium through playwright-core.
// Every page opened through `app.test` fails its test on console errors, uncaught page errors or
// CSP violations, so each flow also proves the page runs clean under the production CSP.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildCli, launchBrowser, ROOT, routeOffline, runCli, startServer as startCliServer } from '../../scripts/chromium.mjs';

export { buildCli, launchBrowser, ROOT, runCli };
export const RESULTS = path.join(ROOT, 'test-results');
// The built site under test; E2E_DIST points elsewhere to test a build without touching dist/.
export const DIST = path.resolve(ROOT, process.env.E2E_DIST ?? 'dist');

let apiFiles;
/**
 * The path of an API file by the key the page's code gives it (counties, exportCsv; a folder's
 * piece follows its path: apiPath('zipPieces') + '902'), from the manifest of the site under test:
 * the generator's list of files is the one place that names them.
 */
export function apiPath(key) {
  apiFiles ??= JSON.parse(readFileSync(path.join(DIST, 'api', 'manifest'), 'utf8')).files;
  const file = apiFiles[key];
  if (!file) throw new Error(`${key} is not a file of ${DIST}/api/manifest`);
  return file.path;
}

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};

/** `riskmap serve` for the site under test (dist/ unless told otherwise). */
export function startServer({ dir = DIST, config = 'netlify.toml' } = {}) {
  return startCliServer({ dir, config });
}

const CSP_LISTENER = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__cspViolations.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample, source: e.sourceFile + ':' + e.lineNumber });
  });
`;

/**
 * Opens a fresh browser context + page. Tiles are answered with a local blank PNG, every other
 * non-local request is aborted (tests never touch the network). Returns { context, page, problems }
 * where problems() lists console errors, page errors and CSP violations so far.
 */
export async function openPage(browser, { viewport = 'desktop', contextOptions = {}, allowConsole = [] } = {}) {
  const context = await browser.newContext({ ...VIEWPORTS[viewport], ...contextOptions });
  await context.addInitScript({ content: CSP_LISTENER });
  await routeOffline(context);
  const page = await context.newPage();
  const consoleErrors = [];
  const pageErrors = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (allowConsole.some((re) => re.test(text))) return;
    consoleErrors.push(text);
  });
  page.on('pageerror', (err) => pageErrors.push(String(err?.stack || err)));
  const problems = async () => {
    let csp = [];
    for (const p of context.pages()) {
      if (p.isClosed()) continue;
      csp = csp.concat(await p.evaluate(() => window.__cspViolations ?? []).catch(() => []));
    }
    return { consoleErrors: [...consoleErrors], pageErrors: [...pageErrors], csp };
  };
  return { context, page, problems };
}

export function slug(text) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);
}

/** Waits (at most 3 s) for the page's running transitions and finite animations to finish. */
export async function animationsDone(page) {
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    return Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
}

export async function screenshot(page, name) {
  await mkdir(RESULTS, { recursive: true });
  // The picture is of the settled page, not of a drawer or toast halfway through its transition.
  await animationsDone(page);
  await page.screenshot({ path: path.join(RESULTS, `${slug(name)}.png`), fullPage: false });
}

/**
 * Registers suite hooks (server + browser) for one test file and returns helpers:
 *   app.url, app.browser, app.test(name, options, fn)
 * options: viewport ('desktop' | 'phone'), path (opened before fn, default '/', null = none),
 * contextOptions, allowConsole (RegExp[] of tolerated console errors), waitReady (default true:
 * waits for the county data and the 1 s loading overlay to finish).
 */
export function useApp({ serve = () => ({}) } = {}) {
  const state = {};
  before(async () => {
    if (!existsSync(path.join(DIST, 'index.html'))) {
      throw new Error(`${DIST}/index.html is missing: run \`npm run build\` first`);
    }
    const { cleanup, ...options } = await serve();
    state.cleanup = cleanup;
    state.server = await startServer(options);
    state.browser = await launchBrowser();
  });
  after(async () => {
    await state.browser?.close();
    await state.server?.stop();
    await state.cleanup?.();
  });
  const app = {
    get url() {
      return state.server.url;
    },
    get browser() {
      return state.browser;
    },
    test(name, options, fn) {
      if (typeof options === 'function') [options, fn] = [{}, options];
      const { path: start = '/', waitReady = true, ...openOptions } = options;
      test(name, async (t) => {
        const session = await openPage(state.browser, openOptions);
        const { page, context, problems } = session;
        let failed = true;
        try {
          if (start !== null) {
            await page.goto(app.url + start);
            if (waitReady) await waitForMapReady(page);
          }
          await fn({ ...session, url: app.url, t });
          const found = await problems();
          assert.deepEqual(found, { consoleErrors: [], pageErrors: [], csp: [] }, 'page reported errors or CSP violations');
          failed = false;
        } finally {
          if (failed) await screenshot(page, `failure-${path.basename(process.argv[1] ?? 'e2e')}-${name}`).catch(() => {});
          await context.close();
        }
      });
    },
  };
  return app;
}

/**
 * Waits until React has hydrated the prerendered page (it keeps its fiber on the page's element):
 * before that the page's controls are HTML only, and typing into them starts no search.
 */
export async function waitForHydration(page) {
  await page.waitForFunction(() => {
    const app = document.querySelector('#root > .app');
    return app !== null && Object.keys(app).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Waits until the 1 s loading overlay ("Loading environmental data...") is gone and markers are drawn. */
export async function waitForMapReady(page, { markers = true } = {}) {
  await page.locator('.leaflet-container').first().waitFor({ state: 'visible', timeout: 15_000 });
  // By its element, not its words: the Spanish page waits the same way.
  await page.locator('.map-overlay').waitFor({ state: 'hidden', timeout: 10_000 });
  if (markers) await waitForMarkers(page);
}

/** Number of non-transparent pixels on the Leaflet canvas renderer (the county markers). */
export function markerPixels(page) {
  return page.evaluate(() => {
    let total = 0;
    // The choropleth's canvas belongs to its worker; markers are drawn on Leaflet's own.
    for (const canvas of document.querySelectorAll('.leaflet-overlay-pane canvas:not(.county-choropleth)')) {
      if (!canvas.width || !canvas.height) continue;
      const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) total++;
    }
    return total;
  });
}

export async function waitForMarkers(page, timeout = 15_000) {
  await page.waitForFunction(
    () => {
      for (const canvas of document.querySelectorAll('.leaflet-overlay-pane canvas')) {
        // The choropleth is painted by a worker (an OffscreenCanvas): the page cannot read its pixels,
        // and marks the frame after the worker's first paint.
        if (canvas.classList.contains('county-choropleth')) {
          if (performance.getEntriesByName('riskmap:shapes-drawn').length > 0) return true;
          continue;
        }
        if (!canvas.width || !canvas.height) continue;
        const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
      }
      return false;
    },
    null,
    { timeout, polling: 100 },
  );
}

/**
 * Current Leaflet zoom read from the map's animation proxy, whose transform scale is
 * 2^(zoom - 1) after every move (Leaflet's _animMoveEnd). Falls back to the zoom of the
 * most recent tile level when there is no proxy (no 3D transforms).
 */
export function mapZoom(page) {
  return page.evaluate(() => {
    const proxy = document.querySelector('.leaflet-proxy');
    const match = proxy && /scale\(([\d.e+-]+)\)/.exec(proxy.style.transform);
    if (match) return Math.round((Math.log2(Number(match[1])) + 1) * 100) / 100;
    const containers = [...document.querySelectorAll('.leaflet-tile-container')];
    const top = containers.sort((a, b) => Number(b.style.zIndex) - Number(a.style.zIndex))[0];
    const img = top?.querySelector('img');
    const z = img && /\/(\d+)\/\d+\/\d+\.png/.exec(img.src);
    return z ? Number(z[1]) : NaN;
  });
}

/** Waits until the map has stopped moving (zoom/pan animations) and returns its zoom. */
export async function settledZoom(page, { expect, timeout = 10_000 } = {}) {
  const deadline = Date.now() + timeout;
  let last;
  let stableSince = 0;
  for (;;) {
    const [zoom, moving] = await page.evaluate(() => {
      const proxy = document.querySelector('.leaflet-proxy');
      // Leaflet marks a running zoom or pan animation on the map pane, not on the container.
      const pane = document.querySelector('.leaflet-map-pane');
      const anim = pane?.classList.contains('leaflet-zoom-anim') || pane?.classList.contains('leaflet-pan-anim');
      return [proxy?.style.transform + '|' + pane?.style.transform, Boolean(anim)];
    });
    const now = Date.now();
    if (zoom === last && !moving) {
      if (now - stableSince >= 400) break;
    } else {
      last = zoom;
      stableSince = now;
    }
    if (now > deadline) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const zoom = await mapZoom(page);
  if (expect !== undefined) assert.equal(zoom, expect, `map zoom should be ${expect}`);
  return zoom;
}

/** The visible toast list items (sonner renders hidden ones with data-visible="false"). */
export function visibleToasts(page) {
  return page.locator('[data-sonner-toast][data-visible="true"]');
}

/** Waits for a visible toast with exact title and (optional) exact description. */
export async function expectToast(page, title, description, timeout = 10_000) {
  // With a description, the toast that says it: the one before may still be leaving.
  let toast = visibleToasts(page).filter({ has: page.locator('[data-title]', { hasText: title }) });
  if (description !== undefined) toast = toast.filter({ has: page.locator('[data-description]', { hasText: description }) });
  await toast.first().waitFor({ state: 'visible', timeout });
  assert.equal((await toast.first().locator('[data-title]').innerText()).trim(), title);
  if (description !== undefined) {
    assert.equal((await toast.first().locator('[data-description]').innerText()).trim(), description);
  }
  return toast.first();
}

/** Searches with the desktop search box (Enter submits). */
export async function desktopSearch(page, text) {
  await waitForHydration(page);
  const box = page.getByRole('combobox', { name: 'Search counties' });
  await box.fill(text);
  await box.press('Enter');
}

/**
 * The county detail card region, named by its heading: the app's card, not the one the page paints
 * before the app runs for a Measured county link (#card-preview), which the app's card replaces.
 * The Demo's heading is the county's name ("Fresno"), the Measured view's names its kind and state
 * ("Fresno County, CA", "Condado de Fresno, CA", "Anchorage, AK"): a name finds either, a whole
 * title (a tract's, "St. Louis (city), MO") only itself.
 */
export function countyCard(page, name) {
  const n = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const title = new RegExp(`^(${n}|${n} (County|Parish|\\(city\\))|(Condado|Parroquia|Ciudad) de ${n})(, [A-Z]{2})?$`);
  return page.getByRole('region', { name: title }).and(page.locator('section:not(#card-preview > section)'));
}

/** Centre of the map container in page coordinates. */
export async function mapCentre(page) {
  const box = await page.locator('.leaflet-container').first().boundingBox();
  assert.ok(box, 'map container has a box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Polls fn until it returns a truthy value or timeout, returning that value. */
export async function eventually(fn, { timeout = 10_000, interval = 100, message = 'condition' } = {}) {
  const deadline = Date.now() + timeout;
  let lastErr;
  for (;;) {
    try {
      const value = await fn();
      if (value) return value;
    } catch (err) {
      lastErr = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${message}${lastErr ? `: ${lastErr.message}` : ''}`);
    await new Promise((r) => setTimeout(r, interval));
  }
}
