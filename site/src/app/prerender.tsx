// Server entry used only at build time (site/vite/prerender.ts): the static HTML of each page, which
// the browser paints before any JavaScript runs and main.tsx / notfound.tsx then hydrate.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { parseEnvironment } from '../lib/environment';
import { useAppStore } from '../store/appStore';
import { App } from './App';
import { NotFoundPage } from './NotFoundPage';

/**
 * The layer list and the sources are in the first paint, from the same file the page reads at run
 * time (build/api, written by `npm run generate` before the Vite build; the build runs from the
 * repository root).
 */
function seedEnvironment(): void {
  const file = path.resolve(process.cwd(), 'build/api/environmental-data');
  useAppStore.getState().setEnvironment(parseEnvironment(JSON.parse(readFileSync(file, 'utf8'))));
}

export const pages = {
  /** dist/index.html: the map page's shell, the map itself a placeholder until hydration. */
  index: () => {
    seedEnvironment();
    return renderToString(<App />);
  },
  /** dist/404.html */
  notFound: () => renderToString(<NotFoundPage />),
} as const;
