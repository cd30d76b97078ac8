// Server entry used only at build time (site/vite/prerender.ts): the static HTML of each page, which
// the browser paints before any JavaScript runs and hydrate.tsx / notfound.tsx then hydrate.
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { parseEnvironment } from '../lib/environment';
import { TEXTS_API } from '../lib/textsApi';
import { captureShellState, useAppStore } from '../store/appStore';
import { App } from './App';
import { NotFoundPage } from './NotFoundPage';
import { mapPageHead, noscriptText, notFoundHead } from './pageHead';

/** The layer table the page will fetch, from the API file the build copies next to it. */
function shellWithLayerTable(): void {
  const answer: unknown = JSON.parse(readFileSync(`build${TEXTS_API.environmentalData}`, 'utf8'));
  useAppStore.getState().setEnvironment(parseEnvironment(answer));
  captureShellState();
}

// The shell is the store's shell state (appStore.ts): the initial state with the layer table, which
// the boot sequence (boot.ts) captures at the same point before the page hydrates. It never depends
// on the link or on the counties.
// Each page's slots (site/vite/prerender.ts): `root` is its #root, the others its <!--name--> comments.
export const pages = {
  /** dist/index.html: the map page's shell, the map itself a placeholder until the boot mounts it. */
  index: {
    head: mapPageHead,
    noscript: noscriptText,
    root: () => {
      shellWithLayerTable();
      return renderToString(<App />);
    },
  },
  /** dist/404.html */
  notFound: { head: notFoundHead, root: () => renderToString(<NotFoundPage />) },
} as const;
