import type { AppState } from './appStore';
import type { DataStatus } from './dataSlice';
import { countyIdOf, sameArea, tractIdOf } from '../lib/data/area';
import type { County } from '../lib/data/counties';
import { viewLayerTable } from '../views/layerTable';

/** One field per selector, so components re-render only for what they read. */
export const selectSelectedLayers = (s: AppState) => s.selectedLayers;
export const selectCounties = (s: AppState) => s.counties;
/** The selected area of any geography (lib/data/area.ts), or null. */
export const selectSelectedArea = (s: AppState) => s.selectedArea;
/** The selected county's id; null for none, and while the selected area is no county (a census tract). */
export const selectSelectedCountyId = (s: AppState) => countyIdOf(s.selectedArea);
/** The selected census tract's GEOID; null for none, and while the selected area is no tract. */
export const selectSelectedTract = (s: AppState) => tractIdOf(s.selectedArea);
export const selectTractRanks = (s: AppState) => s.tractRanks;
export const selectTractsRequest = (s: AppState) => s.tractsRequest;
export const selectFocusRequest = (s: AppState) => s.focusRequest;
export const selectCardFocusRequest = (s: AppState) => s.cardFocusRequest;
export const selectBoundsRequest = (s: AppState) => s.boundsRequest;
export const selectSidebarOpen = (s: AppState) => s.sidebarOpen;
export const selectCountiesStatus = (s: AppState) => s.countiesStatus;
export const selectMeasuredStatus = (s: AppState) => s.measuredStatus;
/** The shown view's object (views/): what it draws, says and loads. */
export const selectDataView = (s: AppState) => s.dataView;
/** The Superfund sites' points are on the map: their layer is on, in a view that has it. */
export const selectSitesShown = (s: AppState) => s.dataView.sites && s.sitesShown;
export const selectSelectedSiteId = (s: AppState) => (s.dataView.sites ? s.selectedSiteId : null);
/** The point searched or located for the selected area, in a view with the Superfund sites; null for none. */
export const selectVisitorPoint = (s: AppState) =>
  s.dataView.sites && s.visitorPoint && sameArea(s.visitorPoint.area, s.selectedArea) ? s.visitorPoint : null;
/** The map needs the sites' code: their layer is shown, or a site's card is open (from a link, search or a report). */
export const selectSitesOnMap = (s: AppState) => selectSitesShown(s) || selectSelectedSiteId(s) !== null;
/** The layers the shown view lists, in the data's order (views/layerTable.ts). */
export const selectLayerTable = (s: AppState) => viewLayerTable(s.environment, s.dataView);
export const selectEnvironment = (s: AppState) => s.environment;
/** How far the shown view's counties have come ('idle': the Measured ones, not asked for yet). */
export const selectViewCountiesStatus = (s: AppState) => (s.dataView.countySource === 'counties' ? s.countiesStatus : s.measuredStatus);
/** A load that has neither arrived nor failed, or has not started. */
export const isPending = (status: DataStatus | 'idle') => status === 'loading' || status === 'idle';
/** The shown view's counties have arrived, and the map has not drawn them yet. */
export const selectMapDrawing = (s: AppState) =>
  s.environmentStatus === 'ready' &&
  selectViewCountiesStatus(s) === 'ready' &&
  s.counties.length > 0 &&
  s.mapDrawnView !== s.dataView;
/** The shown view's counties are on their way (or about to be asked for: a view's page asks at once). */
export const selectDataLoading = (s: AppState) =>
  s.environmentStatus === 'loading' || isPending(selectViewCountiesStatus(s));

/** The shown view's counties have not arrived yet (the Measured ones are asked for on first show). */
export const selectViewCountiesPending = (s: AppState) => isPending(selectViewCountiesStatus(s));

/** The selected county object (the same reference while it stays selected), or null. */
export const selectSelectedCounty = (s: AppState): County | null => {
  const id = selectSelectedCountyId(s);
  return id === null ? null : (s.counties.find((c) => c.id === id) ?? null);
};
