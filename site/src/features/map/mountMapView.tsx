import { createRoot, type Root } from 'react-dom/client';
import MapView from './MapView';

const roots = new WeakMap<Element, Root>();

/**
 * Renders the map in its own React root in container (the plain element inside MapHost), once per
 * container. A root of its own lets the map and its markers appear without waiting for the rest of the
 * page to hydrate.
 */
export function mountMapView(container: Element): void {
  if (roots.has(container)) return;
  const root = createRoot(container);
  root.render(<MapView />);
  roots.set(container, root);
}

export function unmountMapView(container: Element): void {
  const root = roots.get(container);
  roots.delete(container);
  // Called from the page's effect cleanup; React refuses to unmount a root while it is rendering another.
  if (root) queueMicrotask(() => root.unmount());
}
