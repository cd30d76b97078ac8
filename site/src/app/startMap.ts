import { mountMapView } from '../features/map/mountMapView';
import { parseUrlState } from '../features/url-state/urlState';
import { MAP_ROOT_ID } from '../lib/domIds';
import { useAppStore } from '../store/appStore';
import { loadInitialData } from './initialData';

/**
 * Mounts the map into its prerendered element before the page hydrates, and feeds it the county data.
 * The linked layers go first, so the markers are drawn once, in the link's colours. The linked data
 * view is applied by the page itself (useUrlSync) once it has hydrated: the shell shows the Demo view's
 * texts, and hydration must find the store as the shell was rendered.
 */
export function startMap(): void {
  const container = document.getElementById(MAP_ROOT_ID);
  if (!container) return;
  const state = useAppStore.getState();
  state.setLayers(parseUrlState(window.location.search, state.environment.factors).layers);
  loadInitialData();
  mountMapView(container);
}
