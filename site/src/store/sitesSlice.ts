import type { StateCreator } from 'zustand';
import type { AppState } from './appStore';

/** The Superfund sites' layer of points (the Measured view's; it counts in no score) and the site whose card is open. */
export interface SitesSlice {
  sitesShown: boolean;
  /** EPA's ID of the site whose card is open (`site=` in the link). */
  selectedSiteId: string | null;
  showSites: (shown: boolean) => void;
  selectSite: (id: string | null) => void;
}

export const createSitesSlice: StateCreator<AppState, [], [], SitesSlice> = (set) => ({
  sitesShown: false,
  selectedSiteId: null,
  showSites: (shown) => set((state) => (state.sitesShown === shown ? state : { sitesShown: shown })),
  // A site's card takes the place of an area's.
  selectSite: (id) =>
    set((state) =>
      state.selectedSiteId === id ? state : id === null ? { selectedSiteId: null } : { selectedSiteId: id, selectedArea: null, reportOpen: false, compareCountyId: null },
    ),
});
