// Server entry used only at build time (site/vite/prerender.ts): the static HTML of each page, which
// the browser paints before any JavaScript runs and hydrate.tsx / notfound.tsx then hydrate.
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { NotFoundPage } from './NotFoundPage';

// The store's components render its initial state here: zustand gives React that state as the server
// snapshot, both while prerendering and while hydrating, so the shell never depends on the API files
// or the link, and the boot sequence (boot.ts) may fill the store before the page hydrates.
export const pages = {
  /** dist/index.html: the map page's shell, the map itself a placeholder until the boot mounts it. */
  index: () => renderToString(<App />),
  /** dist/404.html */
  notFound: () => renderToString(<NotFoundPage />),
} as const;
