import { createRoot } from 'react-dom/client';
import MapView from './MapView';

/**
 * Renders the map in its own React root in container (the plain element inside MapHost). A root of
 * its own lets the map and its markers appear without waiting for the rest of the page to hydrate
 * (against one root: site/bench/README.md, "Speed tricks"; MapHost.test.tsx checks what it relies on).
 */
export function mountMapView(container: Element): void {
  createRoot(container).render(<MapView />);
}
