import { mountMapView } from '../features/map/mountMapView';
import { parseUrlState } from '../features/url-state/urlState';
import { MAP_ROOT_ID } from '../lib/domIds';
import { useAppStore } from '../store/appStore';
import { loadInitialData } from './initialData';

/**
 * Mounts the map into its prerendered element before the page hydrates, and feeds it the county data.
 * Hydration reads the store's initial state, so nothing set here can make it mismatch. The linked
 * layers go first, so the markers are drawn once, in the link's colours.
 */
export function startMap(): void {
  const container = document.getElementById(MAP_ROOT_ID);
  if (!container) return;
  useAppStore.getState().setLayers(parseUrlState(window.location.search).layers);
  loadInitialData();
  mountMapView(container);
}
