import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Mounts a page into #root: hydrates the HTML the build prerendered there (site/vite/prerender.ts),
 * or renders from scratch when there is none (the dev server) or it cannot match (hydrate false).
 */
export function mountApp(page: ReactNode, hydrate = true): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('missing #root element');
  if (container.hasChildNodes() && hydrate) return void hydrateRoot(container, page);
  container.replaceChildren();
  createRoot(container).render(page);
}
