// Server entry used only at build time (site/vite/prerender.ts): the static HTML of each page, which
// the browser paints before any JavaScript runs and hydrate.tsx / notfound.tsx then hydrate.
import { readFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { parseEnvironment } from '../lib/data/environment';
import { TEXTS_API } from '../lib/data/textsApi';
import { captureShellState, resetAppStore, useAppStore } from '../store/appStore';
import { DEFAULT_VIEW, VIEWS, type DataView } from '../views/views';
import { cardLinkScript } from '../features/sidebar/drawerForCardLink';
import { mapPreviewScript } from '../features/map/mapPreview';
import { LINK_PARAMETERS } from '../store/urlState';
import { CARD_GEOGRAPHIES, cardPagePath, cardPreviewScript, SITE_CARDS } from '../show-county/cardPreview';
import { CountyCard } from '../features/county-card/CountyCard';
import { TractCard } from '../features/tract-card/TractCard';
import { SiteCard } from '../features/site-card/SiteCard';
import { keepSites, parseSites } from '../measured-data/superfundSites';
import type { Area } from '../lib/data/area';
import type { Geography } from '../lib/shapes/geography';
import { API_PATHS } from '../lib/data/apiPaths';
import { parseExposures } from '../lib/data/exposuresAnswer';
import { stateName } from '../lib/i18n/stateName';
import { MANIFEST } from '../lib/data/manifest';
import { keepTractFigures, tractFigures, type TractFiguresFile } from '../lib/tracts/tractFigures';
import { ReportWithCompare } from './ReportWithCompare';
import { TractReport } from './TractCardSlot';
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
 * and the one inline script, which fits the shell to the link before the first paint: the drawer, the
 * area's card, the picture of the view's map.
 */
const mapPage = (view: DataView) => ({
  head: () => mapPageHead(view),
  noscript: noscriptText,
  root: () => shellIn(view),
  beforePaint: () => `<script>${[cardLinkScript(), cardPreviewScript(), mapPreviewScript(view, LINK_PARAMETERS.view)].filter(Boolean).join(';')}</script>`,
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
 * Each geography's areas, as the store selects them, and the app's card that shows one: what the
 * build renders for each area, ahead. A census tract's card draws its county's tract figures, which
 * the build reads from their API file as the page would fetch them.
 */
const CARDS: Record<string, { areas: (geography: Geography) => Iterable<string>; card: ReactElement }> = {
  county: { areas: () => useAppStore.getState().counties.map((county) => county.id), card: <CountyCard Report={ReportWithCompare} /> },
  tract: {
    areas: function* (geography) {
      for (const county of geography.parents ?? []) {
        const figures = keepTractFigures(tractFigures(apiAnswer(MANIFEST.files.tractFigures.path + county) as TractFiguresFile));
        yield* figures.tracts.map((tract) => tract.id);
      }
    },
    card: <TractCard Report={TractReport} />,
  },
};

/**
 * Each area's card in each view with cards built ahead (DataView.cardPages), for every geography the
 * build has areas of, and each Superfund site's in such a view that shows the sites, as the app
 * renders it when a link opens it: the HTML the page's inline script fetches for the link and paints
 * before the app runs (show-county/cardPreview.tsx). Keyed by their paths beside index.html.
 */
export function* filesBesideIndex(): Generator<[string, string]> {
  for (const view of VIEWS.filter((candidate) => candidate.cardPages)) {
    startIn(view);
    const state = useAppStore.getState();
    state.setMeasuredCounties(parseExposures(apiAnswer(API_PATHS.exposures), stateName));
    state.setMeasuredStatus('ready');
    for (const geography of CARD_GEOGRAPHIES) {
      const cards = CARDS[geography.id];
      if (!cards) throw new Error(`prerender.tsx: no card for the geography "${geography.id}" of the manifest`);
      for (const id of cards.areas(geography)) {
        state.selectArea({ geography: geography.id, id } satisfies Area);
        captureShellState();
        yield [cardPagePath(view.id, geography.id, id), renderToString(cards.card)];
      }
    }
    if (!view.sites) continue;
    for (const site of keepSites(parseSites(apiAnswer(API_PATHS.sites))).sites) {
      state.selectSite(site.id);
      captureShellState();
      yield [cardPagePath(view.id, SITE_CARDS.id, site.id), renderToString(<SiteCard />)];
    }
  }
}
