import type { StateCreator } from 'zustand';
import type { County, DemoCounty, MeasuredCounty } from '../lib/counties';
import { DEFAULT_VIEW, type DataView } from '../views/views';
import type { AppState } from './appStore';

/** Asks the map to centre on a county; seq makes a repeated search for the same county refocus. */
export interface FocusRequest {
  key: string;
  seq: number;
}

/** Asks the map to fit an area (a state a search named): [[south, west], [north, east]]. */
export interface BoundsRequest {
  bounds: [[number, number], [number, number]];
  seq: number;
}

export interface CountySlice {
  /** The view shown (views/): one of its objects, chosen from the link. */
  dataView: DataView;
  /** The counties of the view being shown: search, markers and the card read this. */
  counties: County[];
  demoCounties: DemoCounty[];
  measuredCounties: MeasuredCounty[];
  selectedCountyId: string | null;
  focusRequest: FocusRequest | null;
  boundsRequest: BoundsRequest | null;
  /** The Demo view's counties. */
  setCounties: (counties: DemoCounty[]) => void;
  setMeasuredCounties: (counties: MeasuredCounty[]) => void;
  setDataView: (view: DataView) => void;
  selectCounty: (key: string) => void;
  /** Selects the county and recentres the map on it (search hits, shared links). */
  focusCounty: (key: string) => void;
  clearSelection: () => void;
  /** Closes the county and fits the map to the bounds. */
  fitBounds: (bounds: BoundsRequest['bounds']) => void;
}

const shown = (view: DataView, demo: DemoCounty[], measured: MeasuredCounty[]): County[] => (view.countySource === 'counties' ? demo : measured);

export const createCountySlice: StateCreator<AppState, [], [], CountySlice> = (set) => ({
  dataView: DEFAULT_VIEW,
  counties: [],
  demoCounties: [],
  measuredCounties: [],
  selectedCountyId: null,
  focusRequest: null,
  boundsRequest: null,
  setCounties: (demoCounties) => set((s) => ({ demoCounties, counties: shown(s.dataView, demoCounties, s.measuredCounties) })),
  setMeasuredCounties: (measuredCounties) =>
    set((s) => ({ measuredCounties, counties: shown(s.dataView, s.demoCounties, measuredCounties) })),
  // The selected county stays selected where the other view has it too (a FIPS code in both).
  setDataView: (dataView) => set((s) => (s.dataView === dataView ? s : { dataView, counties: shown(dataView, s.demoCounties, s.measuredCounties), mapDrawnView: null })),
  selectCounty: (key) => set({ selectedCountyId: key }),
  focusCounty: (key) =>
    set((state) => ({ selectedCountyId: key, focusRequest: { key, seq: (state.focusRequest?.seq ?? 0) + 1 } })),
  clearSelection: () => set({ selectedCountyId: null }),
  fitBounds: (bounds) =>
    set((state) => ({ selectedCountyId: null, boundsRequest: { bounds, seq: (state.boundsRequest?.seq ?? 0) + 1 } })),
});
