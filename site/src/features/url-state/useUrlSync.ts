import { useEffect } from 'react';
import { useAppStore } from '../../store/appStore';
import { parseUrlState, serializeUrlState } from './urlState';

/**
 * Keeps `?layers=...&county=...` and the store in step: the URL is read on load and on
 * popstate; user changes push a history entry. A linked county waits for the counties to load.
 */
export function useUrlSync(): void {
  useEffect(() => {
    let applying = false;
    let pendingCounty: string | null = null;

    const apply = (search: string) => {
      const { layers, county } = parseUrlState(search);
      const state = useAppStore.getState();
      applying = true;
      state.setLayers(layers);
      if (county && state.counties.some((c) => c.key === county)) state.focusCounty(county);
      else state.clearSelection();
      pendingCounty = county && state.countiesStatus === 'loading' ? county : null;
      applying = false;
    };

    apply(window.location.search);

    const unsubscribe = useAppStore.subscribe((state, prev) => {
      if (applying) return;
      if (pendingCounty && state.counties !== prev.counties) {
        const key = pendingCounty;
        pendingCounty = null;
        // Unknown counties in a link are ignored.
        if (state.counties.some((c) => c.key === key)) {
          applying = true;
          state.focusCounty(key);
          applying = false;
        }
        return;
      }
      if (state.selectedLayers === prev.selectedLayers && state.selectedCountyId === prev.selectedCountyId) return;
      const next = serializeUrlState({ layers: state.selectedLayers, county: state.selectedCountyId ?? pendingCounty });
      if (next !== window.location.search) {
        window.history.pushState(null, '', `${window.location.pathname}${next}${window.location.hash}`);
      }
    });

    const onPopState = () => apply(window.location.search);
    window.addEventListener('popstate', onPopState);
    return () => {
      unsubscribe();
      window.removeEventListener('popstate', onPopState);
    };
  }, []);
}
