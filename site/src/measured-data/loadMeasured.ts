import { loadCompounds } from '../lib/data/compounds';
import { ALL_PESTICIDES } from '../lib/figures/pesticideMeasure';
import { useAppStore, type AppState } from '../store/appStore';
import { prepareCountyShapes } from '../lib/shapes/shapesRequest';
import { requestExposures } from './exposuresRequest';
import type { DataView } from '../views/views';

/**
 * Fetches /api/exposures into the store the first time the Measured view is shown (and again after a
 * failure, when it is shown again). The store's status keeps a second call from fetching twice.
 */
export function loadMeasuredCounties(): void {
  const state = useAppStore.getState();
  if (state.measuredStatus === 'loading' || state.measuredStatus === 'ready') return;
  state.setMeasuredStatus('loading');
  requestExposures().then(
    (counties) => {
      state.setMeasuredCounties(counties);
      state.setMeasuredStatus('ready');
    },
    () => state.setMeasuredStatus('error'),
  );
}

/**
 * /api/compounds, once a compound measure is chosen in the Measured view; the figures stay the
 * modelled ones until it comes, and go back to them if it fails.
 */
function loadCompoundsFor(state: AppState): void {
  if (state.pesticideMeasure === ALL_PESTICIDES || state.compounds !== null || state.dataView.countySource !== 'exposures') return;
  loadCompounds().then(
    (compounds) => useAppStore.getState().setCompounds(compounds),
    () => useAppStore.getState().setPesticideMeasure(ALL_PESTICIDES),
  );
}

/**
 * Loads the measured figures whenever a view of them (the Measured) is shown, now or later, and the
 * county shapes whenever a view drawn with them is (the boot sequence starts it). Returns what stops it.
 */
export function startMeasuredLoading(): () => void {
  const loadFor = (view: DataView, before: DataView | null) => {
    if (view.countySource === 'exposures' && before?.countySource !== 'exposures') loadMeasuredCounties();
    if (view.drawing === 'shapes' && before?.drawing !== 'shapes') prepareCountyShapes();
  };
  loadFor(useAppStore.getState().dataView, null);
  loadCompoundsFor(useAppStore.getState());
  return useAppStore.subscribe((state, prev) => {
    loadFor(state.dataView, prev.dataView);
    loadCompoundsFor(state);
  });
}
