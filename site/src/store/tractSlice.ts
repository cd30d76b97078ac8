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

export const createTractSlice: StateCreator<AppState, [], [], TractSlice> = (set, get) => {
  /** Asks the map to fit a county at the tracts' zoom (TractShapes), once more each time. */
  const requestTracts = (county: string) => set((s) => ({ tractsRequest: { county, seq: (s.tractsRequest?.seq ?? 0) + 1 } }));
  return {
    tractRanks: null,
    tractsRequest: null,
    selectTract: (id) => get().selectArea(tractArea(id)),
    focusTract: (id) => {
      get().selectArea(tractArea(id));
      requestTracts(parentId(TRACT, id));
    },
    setTractRanks: (tractRanks) => set({ tractRanks }),
    showCountyTracts: (county) => {
      get().clearSelection();
      requestTracts(county);
    },
  };
};
