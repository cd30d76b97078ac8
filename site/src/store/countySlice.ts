import type { StateCreator } from 'zustand';
import { countyArea, sameArea, type Area } from '../lib/data/area';
import type { County, DemoCounty, MeasuredCounty } from '../lib/data/counties';
import type { VisitorPoint } from '../lib/sites/visitorPoint';
import { viewLayerTable } from '../views/layerTable';
import { DEFAULT_VIEW, type DataView } from '../views/views';
import type { AppState } from './appStore';
import { keepLayersOf } from './layersSlice';
import { shown } from './shownCounties';

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
  /**
   * The selected area: a county of the view (its card shows), or a census tract a link names (which
   * nothing shows yet); null for none. Read it through selectors.ts: selectSelectedCountyId.
   */
  selectedArea: Area | null;
  focusRequest: FocusRequest | null;
  /** Asks the card of the area with this id (key) to take focus: the map's keyboard path opened it. */
  cardFocusRequest: FocusRequest | null;
  boundsRequest: BoundsRequest | null;
  /** The place searched or the position located for the last area a search or a position opened (show-county/showCounty.ts). */
  visitorPoint: VisitorPoint | null;
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
  /** Selects an area of any geography, without moving the map. */
  selectArea: (area: Area) => void;
  /** Selects an area and gives its card focus, without moving the map (Enter on an area of the map). */
  openAreaCard: (area: Area) => void;
  clearSelection: () => void;
  /** Closes the county and fits the map to the bounds. */
  fitBounds: (bounds: BoundsRequest['bounds']) => void;
  setVisitorPoint: (point: VisitorPoint | null) => void;
  openReport: () => void;
  /** Closes the report and ends any comparison. */
  closeReport: () => void;
  /** Sets or removes the report's second county; setting one opens the report. */
  setCompare: (key: string | null) => void;
}

/** Another area closes the report and its comparison; the same area keeps them. */
const keepReport = (s: CountySlice, area: Area) => (sameArea(s.selectedArea, area) ? {} : { reportOpen: false, compareCountyId: null });

export const createCountySlice: StateCreator<AppState, [], [], CountySlice> = (set) => ({
  dataView: DEFAULT_VIEW,
  counties: [],
  demoCounties: [],
  measuredCounties: [],
  selectedArea: null,
  focusRequest: null,
  cardFocusRequest: null,
  boundsRequest: null,
  visitorPoint: null,
  reportOpen: false,
  compareCountyId: null,
  setCounties: (demoCounties) => set((s) => ({ demoCounties, counties: shown(s.dataView, demoCounties, s.measuredCounties, s) })),
  setMeasuredCounties: (measuredCounties) =>
    set((s) => ({ measuredCounties, counties: shown(s.dataView, s.demoCounties, measuredCounties, s) })),
  // The selected county stays selected where the other view has it too (a FIPS code in both).
  // The selection keeps the layers the view shows (a layer only the Measured view has is dropped in the Demo).
  setDataView: (dataView) =>
    set((s) =>
      s.dataView === dataView
        ? s
        : {
            dataView,
            counties: shown(dataView, s.demoCounties, s.measuredCounties, s),
            mapDrawnView: null,
            selectedLayers: keepLayersOf(s.selectedLayers, viewLayerTable(s.environment, dataView)),
          },
    ),
  // An area chosen closes a Superfund site's card, which takes the card's place.
  selectCounty: (key) => set((s) => ({ selectedArea: countyArea(key), selectedSiteId: null, ...keepReport(s, countyArea(key)) })),
  focusCounty: (key) =>
    set((state) => ({
      selectedArea: countyArea(key),
      selectedSiteId: null,
      focusRequest: { key, seq: (state.focusRequest?.seq ?? 0) + 1 },
      ...keepReport(state, countyArea(key)),
    })),
  selectArea: (area) => set((s) => ({ selectedArea: area, ...(area && { selectedSiteId: null }), ...keepReport(s, area) })),
  openAreaCard: (area) =>
    set((s) => ({ selectedArea: area, selectedSiteId: null, cardFocusRequest: { key: area.id, seq: (s.cardFocusRequest?.seq ?? 0) + 1 }, ...keepReport(s, area) })),
  clearSelection: () => set({ selectedArea: null, reportOpen: false, compareCountyId: null }),
  fitBounds: (bounds) =>
    set((state) => ({ selectedArea: null, boundsRequest: { bounds, seq: (state.boundsRequest?.seq ?? 0) + 1 }, reportOpen: false, compareCountyId: null })),
  setVisitorPoint: (visitorPoint) => set({ visitorPoint }),
  openReport: () => set({ reportOpen: true }),
  closeReport: () => set({ reportOpen: false, compareCountyId: null }),
  setCompare: (key) => set((s) => ({ compareCountyId: key, reportOpen: key !== null || s.reportOpen })),
});
