import { createRoot, type Root } from 'react-dom/client';
import MapView from './MapView';

const roots = new WeakMap<Element, Root>();

/**
 * Renders the map in its own React root inside host (MapHost's element), once per host. A root of its
 * own lets the map and its markers appear without waiting for the rest of the page to hydrate.
 */
export function mountMapView(host: Element): void {
  if (roots.has(host)) return;
  const root = createRoot(host);
  root.render(<MapView />);
  roots.set(host, root);
}

export function unmountMapView(host: Element): void {
  const root = roots.get(host);
  roots.delete(host);
  // Called from the page's effect cleanup; React refuses to unmount a root while it is rendering another.
  if (root) queueMicrotask(() => root.unmount());
}
