// Server entry used only at build time (site/vite/prerender.ts): the static HTML of each page, which
// the browser paints before any JavaScript runs and hydrate.tsx / notfound.tsx then hydrate.
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { parseEnvironment } from '../lib/data/environment';
import { TEXTS_API } from '../lib/data/textsApi';
import { captureShellState, useAppStore } from '../store/appStore';
import { DEFAULT_VIEW, VIEWS, type DataView } from '../views/views';
import { areaLinkScript } from '../features/sidebar/drawerForAreaLink';
import { App } from './App';
import { NotFoundPage } from './NotFoundPage';
import { mapPageHead, noscriptText, notFoundHead } from './pageHead';

/** The map page's shell in a view: the layer table the page will fetch (from the API file the build copies next to it) and the view. */
function shellIn(view: DataView): string {
  const answer: unknown = JSON.parse(readFileSync(`build${TEXTS_API.environmentalData}`, 'utf8'));
  const state = useAppStore.getState();
  state.setEnvironment(parseEnvironment(answer));
  state.setDataView(view);
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
  beforePaint: () => `<script>${areaLinkScript()}</script>`,
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
