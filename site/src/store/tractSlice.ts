import type { StateCreator } from 'zustand';
import { tractArea } from '../lib/data/area';
import { TRACT } from '../lib/shapes/geographies';
import { parentId } from '../lib/shapes/geography';
import type { AppState } from './appStore';

/** Asks the map to show a county's census tracts: to fit the county at the tracts' zoom. */
export interface TractsRequest {
  county: string;
  seq: number;
}

/** The tracts' part of the store; the selected tract is the selected area (countySlice.ts), a tract's. */
export interface TractSlice {
  /** What the tracts' colours rank, in the page's language, while the map shows tracts; null while it shows counties only. */
  tractRanks: string | null;
  tractsRequest: TractsRequest | null;
  /** Opens a tract's card, in place of any county's. */
  selectTract: (id: string) => void;
  /** Opens a tract's card and fits the map to its county's tracts (a link to the tract). */
  focusTract: (id: string) => void;
  setTractRanks: (ranks: string | null) => void;
  /** Zooms the map to a county's tracts, closing its card so the map shows them. */
  showCountyTracts: (county: string) => void;
}

export const createTractSlice: StateCreator<AppState, [], [], TractSlice> = (set) => ({
  tractRanks: null,
  tractsRequest: null,
  selectTract: (id) => set({ selectedArea: tractArea(id), reportOpen: false, compareCountyId: null }),
  focusTract: (id) =>
    set((s) => ({
      selectedArea: tractArea(id),
      reportOpen: false,
      compareCountyId: null,
      tractsRequest: { county: parentId(TRACT, id), seq: (s.tractsRequest?.seq ?? 0) + 1 },
    })),
  setTractRanks: (tractRanks) => set({ tractRanks }),
  showCountyTracts: (county) =>
    set((s) => ({ selectedArea: null, reportOpen: false, compareCountyId: null, tractsRequest: { county, seq: (s.tractsRequest?.seq ?? 0) + 1 } })),
});
