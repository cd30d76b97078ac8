// Server entry used only at build time (site/vite/prerender.ts): the static HTML of each page, which
// the browser paints before any JavaScript runs and hydrate.tsx / notfound.tsx then hydrate.
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { parseEnvironment } from '../lib/data/environment';
import { TEXTS_API } from '../lib/data/textsApi';
import { captureShellState, resetAppStore, useAppStore } from '../store/appStore';
import { DEFAULT_VIEW, VIEWS, type DataView } from '../views/views';
import { areaLinkScript } from '../features/sidebar/drawerForAreaLink';
import { cardPagePath, cardPreviewScript } from '../features/county-card/cardPreview';
import { CountyCard } from '../features/county-card/CountyCard';
import { countyArea } from '../lib/data/area';
import { API_PATHS } from '../lib/data/apiPaths';
import { parseExposures } from '../lib/data/exposuresAnswer';
import { ReportWithCompare } from './ReportWithCompare';
import { App } from './App';
import { NotFoundPage } from './NotFoundPage';
import { mapPageHead, noscriptText, notFoundHead } from './pageHead';

/** An API file as `riskmap generate` wrote it into build/, which the build copies beside the pages. */
const apiAnswer = (apiPath: string): unknown => JSON.parse(readFileSync(`build${apiPath}`, 'utf8'));

/** The store as the page starts in a view: the layer table the page will fetch, and the view. */
function startIn(view: DataView): void {
  resetAppStore();
  const state = useAppStore.getState();
  state.setEnvironment(parseEnvironment(apiAnswer(TEXTS_API.environmentalData)));
  state.setDataView(view);
}

/** The map page's shell in a view. */
function shellIn(view: DataView): string {
  startIn(view);
  captureShellState();
  return renderToString(<App />);
}

/**
 * The map page's slots in a view: the shell, the map itself a placeholder until the boot mounts it,
 * and the one inline script, which fits the shell to the link before the first paint.
 */
const mapPage = (view: DataView) => ({
  head: () => mapPageHead(view),
  noscript: noscriptText,
  root: () => shellIn(view),
  beforePaint: () => `<script>${areaLinkScript()};${cardPreviewScript()}</script>`,
});

// The shell is the store's shell state (appStore.ts): the initial state with the layer table, in
// the page's view, which the boot sequence (boot.ts) captures at the same point before the page
// hydrates. It never depends on the rest of the link or on the counties.
// Each page's slots (site/vite/prerender.ts): `root` is its #root, the others its <!--name--> comments.
export const pages = {
  /** dist/index.html: the default view's map page. */
  index: mapPage(DEFAULT_VIEW),
  /** dist/404.html */
  notFound: { head: notFoundHead, root: () => renderToString(<NotFoundPage />) },
} as const;

/**
 * Each other view's own map page, made from index.html's HTML beside it (dist/measured.html), so a
 * link to the view paints it before any script runs: netlify.toml rewrites `/?data=<id>` to it.
 */
export const variantsOfIndex = Object.fromEntries(VIEWS.filter((view) => view !== DEFAULT_VIEW).map((view) => [`${view.id}.html`, mapPage(view)]));

/**
 * Each county's card in each view with cards built ahead (DataView.cardPages), as the app renders it
 * when a link opens it: the HTML the page's inline script fetches for a county's link and paints
 * before the app runs (features/county-card/cardPreview.tsx). Keyed by their paths beside index.html.
 */
export function* filesBesideIndex(): Generator<[string, string]> {
  for (const view of VIEWS.filter((candidate) => candidate.cardPages)) {
    startIn(view);
    const state = useAppStore.getState();
    state.setMeasuredCounties(parseExposures(apiAnswer(API_PATHS.exposures)));
    for (const county of useAppStore.getState().counties) {
      state.selectArea(countyArea(county.id));
      captureShellState();
      yield [cardPagePath(view.id, county.id), renderToString(<CountyCard Report={ReportWithCompare} />)];
    }
  }
}
