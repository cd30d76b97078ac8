import { useEffect, useState, type ComponentType } from 'react';
import { useHydrated } from '../lib/useHydrated';
import { loadedMapView, loadMapView } from './loadMapView';

/**
 * The lazily loaded map component, or null until its chunk has arrived and the page has hydrated
 * (the prerendered HTML has the placeholder). State instead of React.lazy + Suspense: a suspended
 * boundary reveals its content up to 300 ms late, which would hold back the markers.
 */
export function useMapView(): ComponentType | null {
  const hydrated = useHydrated();
  const [mapView, setMapView] = useState<ComponentType | null>(loadedMapView);
  useEffect(() => {
    if (mapView) return;
    let current = true;
    void loadMapView().then((component) => current && setMapView(() => component));
    return () => {
      current = false;
    };
  }, [mapView]);
  return hydrated ? mapView : null;
}
