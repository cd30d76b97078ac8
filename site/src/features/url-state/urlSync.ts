import { closeDrawerOnPhone } from '../../show-county/showCounty';
import { useAppStore } from '../../store/appStore';
import { selectViewCountiesPending } from '../../store/selectors';
import { parseUrlState, serializeUrlState } from '../../store/urlState';

export interface UrlSyncOptions {
  /** A linked county that the view's counties do not have (the Demo view offers the Measured one). */
  onUnknownCounty?: (key: string) => void;
}

/**
 * Keeps `?data=measured&layers=...&county=...` and the store in step, outside React: applies the URL
 * now (the boot sequence calls this once the layer table is known) and on popstate; a user's change
 * to the store pushes a history entry. A linked county waits for its view's counties to load.
 * Returns what stops it.
 */
export function startUrlSync({ onUnknownCounty }: UrlSyncOptions = {}): () => void {
  let applying = false;
  let pendingCounty: string | null = null;
  // The query the store shows. An entry of the same address (the county report's own, which Back
  // closes) changes nothing, and applying it again would recentre the map on the county.
  let shown = '';

  const apply = (search: string) => {
    shown = search;
    const state = useAppStore.getState();
    const { view, layers, county } = parseUrlState(search, state.environment.factors);
    applying = true;
    state.setDataView(view);
    state.setLayers(layers);
    // A link to a county is a link to its card: on a phone the drawer would open over it.
    if (county) closeDrawerOnPhone();
    const now = useAppStore.getState();
    if (county && now.counties.some((c) => c.key === county)) state.focusCounty(county);
    else state.clearSelection();
    pendingCounty = county && selectViewCountiesPending(now) ? county : null;
    applying = false;
    if (county && !pendingCounty && useAppStore.getState().selectedCountyId !== county) onUnknownCounty?.(county);
  };

  apply(window.location.search);

  const unsubscribe = useAppStore.subscribe((state, prev) => {
    if (applying) return;
    if (pendingCounty && state.counties !== prev.counties && state.counties.length > 0) {
      const key = pendingCounty;
      pendingCounty = null;
      if (state.counties.some((c) => c.key === key)) {
        applying = true;
        state.focusCounty(key);
        applying = false;
      } else onUnknownCounty?.(key);
      return;
    }
    if (state.selectedLayers === prev.selectedLayers && state.selectedCountyId === prev.selectedCountyId && state.dataView === prev.dataView) {
      return;
    }
    const next = serializeUrlState(
      { view: state.dataView, layers: state.selectedLayers, county: state.selectedCountyId ?? pendingCounty },
      state.environment.factors,
    );
    if (next !== window.location.search) {
      window.history.pushState(null, '', `${window.location.pathname}${next}${window.location.hash}`);
    }
    shown = next;
  });

  const onPopState = () => {
    if (window.location.search !== shown) apply(window.location.search);
  };
  window.addEventListener('popstate', onPopState);
  return () => {
    unsubscribe();
    window.removeEventListener('popstate', onPopState);
  };
}
