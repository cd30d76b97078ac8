import { startTransition, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Mounts a page into #root: hydrates the HTML the build prerendered there (site/vite/prerender.ts),
 * or renders from scratch, at once, when there is none (the dev server).
 * Hydration runs as a transition, which React splits into short tasks: as one task it was a long task
 * on a phone (site/bench/README.md, "Figures behind the code"). A click before it ends hydrates at once.
 * Returns the root (tests unmount it).
 */
export function mountApp(page: ReactNode): Root {
  const container = document.getElementById('root');
  if (!container) throw new Error('missing #root element');
  if (container.hasChildNodes()) {
    let hydrated: Root | undefined;
    startTransition(() => void (hydrated = hydrateRoot(container, page)));
    return hydrated!;
  }
  const root = createRoot(container);
  // Synchronously, so the boot sequence finds the map's element right after.
  flushSync(() => root.render(page));
  return root;
}
