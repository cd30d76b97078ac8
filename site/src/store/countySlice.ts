import type { StateCreator } from 'zustand';
import type { County } from '../lib/counties';
import type { AppState } from './appStore';

/** Asks the map to centre on a county; seq makes a repeated search for the same county refocus. */
export interface FocusRequest {
  key: string;
  seq: number;
}

export interface CountySlice {
  counties: County[];
  selectedCountyId: string | null;
  focusRequest: FocusRequest | null;
  setCounties: (counties: County[]) => void;
  selectCounty: (key: string) => void;
  /** Selects the county and recentres the map on it (search hits, shared links). */
  focusCounty: (key: string) => void;
  clearSelection: () => void;
}

export const createCountySlice: StateCreator<AppState, [], [], CountySlice> = (set) => ({
  counties: [],
  selectedCountyId: null,
  focusRequest: null,
  setCounties: (counties) => set({ counties }),
  selectCounty: (key) => set({ selectedCountyId: key }),
  focusCounty: (key) =>
    set((state) => ({ selectedCountyId: key, focusRequest: { key, seq: (state.focusRequest?.seq ?? 0) + 1 } })),
  clearSelection: () => set({ selectedCountyId: null }),
});
