// Server entry used only at build time (site/vite/prerender.ts): the static HTML of each page, which
// the browser paints before any JavaScript runs and main.tsx / notfound.tsx then hydrate.
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { NotFoundPage } from './NotFoundPage';

export const pages = {
  /** dist/index.html: the map page's shell, the map itself a placeholder until hydration. */
  index: () => renderToString(<App />),
  /** dist/404.html */
  notFound: () => renderToString(<NotFoundPage />),
} as const;
