import type { StateCreator } from 'zustand';
import { tractArea } from '../lib/data/area';
import { TRACT } from '../lib/shapes/geographies';
import { parentId } from '../lib/shapes/geography';
import type { AppState } from './appStore';

/** Asks the map to show a county's census tracts: to fit the county at the tracts' zoom, or one of its tracts. */
export interface TractsRequest {
  county: string;
  /** The tract to fit (a tract's link, a search, a position); none: the whole county. */
  tract: string | null;
  seq: number;
}

/** The tracts' part of the store; the selected tract is the selected area (countySlice.ts), a tract's. */
export interface TractSlice {
  /** What the tracts' colours rank, in the page's language, while the map shows tracts; null while it shows counties only. */
  tractRanks: string | null;
  tractsRequest: TractsRequest | null;
  /** Opens a tract's card, in place of any county's. */
  selectTract: (id: string) => void;
  /** Opens a tract's card and fits the map to the tract among its neighbours (a link to the tract). */
  focusTract: (id: string) => void;
  setTractRanks: (ranks: string | null) => void;
  /** Zooms the map to a county's tracts, closing its card so the map shows them. */
  showCountyTracts: (county: string) => void;
}

export const createTractSlice: StateCreator<AppState, [], [], TractSlice> = (set, get) => {
  /** Asks the map to fit a county at the tracts' zoom, or its tract (TractShapes), once more each time. */
  const requestTracts = (county: string, tract: string | null) =>
    set((s) => ({ tractsRequest: { county, tract, seq: (s.tractsRequest?.seq ?? 0) + 1 } }));
  return {
    tractRanks: null,
    tractsRequest: null,
    selectTract: (id) => get().selectArea(tractArea(id)),
    focusTract: (id) => {
      get().selectArea(tractArea(id));
      requestTracts(parentId(TRACT, id), id);
    },
    setTractRanks: (tractRanks) => set({ tractRanks }),
    showCountyTracts: (county) => {
      get().clearSelection();
      requestTracts(county, null);
    },
  };
};
