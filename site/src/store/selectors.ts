import type { AppState } from './appStore';
import type { County } from '../lib/counties';

/** One field per selector, so components re-render only for what they read. */
export const selectSelectedLayers = (s: AppState) => s.selectedLayers;
export const selectCounties = (s: AppState) => s.counties;
export const selectSelectedCountyId = (s: AppState) => s.selectedCountyId;
export const selectFocusRequest = (s: AppState) => s.focusRequest;
export const selectBoundsRequest = (s: AppState) => s.boundsRequest;
export const selectSidebarOpen = (s: AppState) => s.sidebarOpen;
export const selectCountiesStatus = (s: AppState) => s.countiesStatus;
export const selectMeasuredStatus = (s: AppState) => s.measuredStatus;
export const selectDataView = (s: AppState) => s.dataView;
export const selectLayerTable = (s: AppState) => s.environment.factors;
export const selectEnvironment = (s: AppState) => s.environment;
/** The shown view's counties are on their way. */
export const selectDataLoading = (s: AppState) =>
  s.environmentStatus === 'loading' || (s.dataView === 'demo' ? s.countiesStatus === 'loading' : s.measuredStatus === 'loading');

/** The shown view's counties have not arrived yet (the Measured ones are asked for on first show). */
export const selectViewCountiesPending = (s: AppState) =>
  s.dataView === 'demo' ? s.countiesStatus === 'loading' : s.measuredStatus === 'loading' || s.measuredStatus === 'idle';

/** The selected county object (the same reference while it stays selected), or null. */
export const selectSelectedCounty = (s: AppState): County | null =>
  s.selectedCountyId === null ? null : (s.counties.find((c) => c.key === s.selectedCountyId) ?? null);
