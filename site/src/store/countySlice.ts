import type { StateCreator } from 'zustand';
import type { County, DemoCounty, MeasuredCounty } from '../lib/counties';
import { viewLayerTable } from '../views/layerTable';
import { DEFAULT_VIEW, type DataView } from '../views/views';
import type { AppState } from './appStore';
import { keepLayersOf } from './layersSlice';

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
  /** Whether the selected county's report is open (a link with `compare=` opens it). */
  reportOpen: boolean;
  /** The report's second county (Measured view), or null for the single report. */
  compareCountyId: string | null;
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
  openReport: () => void;
  /** Closes the report and ends any comparison. */
  closeReport: () => void;
  /** Sets or removes the report's second county; setting one opens the report. */
  setCompare: (key: string | null) => void;
}

/** Another county closes the report and its comparison; the same county keeps them. */
const keepReport = (s: CountySlice, key: string | null) => (s.selectedCountyId === key ? {} : { reportOpen: false, compareCountyId: null });

const shown = (view: DataView, demo: DemoCounty[], measured: MeasuredCounty[]): County[] => (view.countySource === 'counties' ? demo : measured);

export const createCountySlice: StateCreator<AppState, [], [], CountySlice> = (set) => ({
  dataView: DEFAULT_VIEW,
  counties: [],
  demoCounties: [],
  measuredCounties: [],
  selectedCountyId: null,
  focusRequest: null,
  boundsRequest: null,
  reportOpen: false,
  compareCountyId: null,
  setCounties: (demoCounties) => set((s) => ({ demoCounties, counties: shown(s.dataView, demoCounties, s.measuredCounties) })),
  setMeasuredCounties: (measuredCounties) =>
    set((s) => ({ measuredCounties, counties: shown(s.dataView, s.demoCounties, measuredCounties) })),
  // The selected county stays selected where the other view has it too (a FIPS code in both).
  // The selection keeps the layers the view shows (a layer only the Measured view has is dropped in the Demo).
  setDataView: (dataView) =>
    set((s) =>
      s.dataView === dataView
        ? s
        : {
            dataView,
            counties: shown(dataView, s.demoCounties, s.measuredCounties),
            mapDrawnView: null,
            selectedLayers: keepLayersOf(s.selectedLayers, viewLayerTable(s.environment, dataView)),
          },
    ),
  selectCounty: (key) => set((s) => ({ selectedCountyId: key, ...keepReport(s, key) })),
  focusCounty: (key) =>
    set((state) => ({ selectedCountyId: key, focusRequest: { key, seq: (state.focusRequest?.seq ?? 0) + 1 }, ...keepReport(state, key) })),
  clearSelection: () => set({ selectedCountyId: null, reportOpen: false, compareCountyId: null }),
  fitBounds: (bounds) =>
    set((state) => ({ selectedCountyId: null, boundsRequest: { bounds, seq: (state.boundsRequest?.seq ?? 0) + 1 }, reportOpen: false, compareCountyId: null })),
  openReport: () => set({ reportOpen: true }),
  closeReport: () => set({ reportOpen: false, compareCountyId: null }),
  setCompare: (key) => set((s) => ({ compareCountyId: key, reportOpen: key !== null || s.reportOpen })),
});
