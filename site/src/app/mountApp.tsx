import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Mounts a page into #root: hydrates the HTML the build prerendered there (site/vite/prerender.ts),
 * or renders from scratch when there is none (the dev server).
 */
export function mountApp(page: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('missing #root element');
  if (container.hasChildNodes()) hydrateRoot(container, page);
  else createRoot(container).render(page);
}
