import { lazy, Suspense, useSyncExternalStore } from 'react';
import { MAP_ROOT_ID } from '../../src/lib/dom/domIds';

const MapView = lazy(() => import('./mountMapView').then((m) => ({ default: m.MapView })));
const subscribeNever = () => () => {};

/**
 * MapHost's counterpart without a second React root (bench:tricks): the same prerendered element,
 * filled by the page's root on the client once hydration has matched it.
 */
export function MapHost() {
  const hydrated = useSyncExternalStore(subscribeNever, () => true, () => false);
  return (
    <div className="map-host">
      <div id={MAP_ROOT_ID} className="map-root">
        {hydrated && (
          <Suspense fallback={null}>
            <MapView />
          </Suspense>
        )}
      </div>
    </div>
  );
}
