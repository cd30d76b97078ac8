import type { StateCreator } from 'zustand';
import type { AppState } from './appStore';

/** Asks the map to show a county's census tracts: to fit the county at the tracts' zoom. */
export interface TractsRequest {
  county: string;
  seq: number;
}

export interface TractSlice {
  /** The census tract whose card is open (its 11-digit GEOID), or null. */
  selectedTract: string | null;
  /** What the tracts' colours rank, in the page's language, while the map shows tracts; null while it shows counties only. */
  tractRanks: string | null;
  tractsRequest: TractsRequest | null;
  /** Opens a tract's card, in place of any county's. */
  selectTract: (id: string) => void;
  clearTract: () => void;
  setTractRanks: (ranks: string | null) => void;
  /** Zooms the map to a county's tracts, closing its card so the map shows them. */
  showCountyTracts: (county: string) => void;
}

export const createTractSlice: StateCreator<AppState, [], [], TractSlice> = (set) => ({
  selectedTract: null,
  tractRanks: null,
  tractsRequest: null,
  selectTract: (id) => set({ selectedTract: id, selectedCountyId: null, reportOpen: false, compareCountyId: null }),
  clearTract: () => set({ selectedTract: null }),
  setTractRanks: (tractRanks) => set({ tractRanks }),
  showCountyTracts: (county) =>
    set((s) => ({ selectedCountyId: null, reportOpen: false, compareCountyId: null, tractsRequest: { county, seq: (s.tractsRequest?.seq ?? 0) + 1 } })),
});
