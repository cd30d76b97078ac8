import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { createCountySlice, type CountySlice } from './countySlice';
import { createDataSlice, type DataSlice } from './dataSlice';
import { createLayersSlice, type LayersSlice } from './layersSlice';
import { createSitesSlice, type SitesSlice } from './sitesSlice';
import { createTractSlice, type TractSlice } from './tractSlice';
import { createUiSlice, type UiSlice } from './uiSlice';

export type AppState = LayersSlice & CountySlice & UiSlice & DataSlice & TractSlice & SitesSlice;

const store = createStore<AppState>()((...a) => ({
  ...createLayersSlice(...a),
  ...createCountySlice(...a),
  ...createUiSlice(...a),
  ...createDataSlice(...a),
  ...createTractSlice(...a),
  ...createSitesSlice(...a),
}));

/**
 * The state the page shell is prerendered in and hydrates against: the initial state with the layer
 * table, sources and date of /api/environmental-data (the build and the browser read the same file).
 * React reads a store's server snapshot while prerendering and hydrating, so with the layer table in
 * it the first paint already lists the layers, and nothing moves when the page hydrates; the link's
 * own state (layers, view, county) follows right after.
 */
let shellState = store.getInitialState();

/** Takes the store's current state as the shell's: the prerender and the boot call it at the same point. */
export function captureShellState(): void {
  shellState = store.getState();
}

/** What zustand's useStore does, with the shell state as React's server snapshot instead of the initial state. */
function useAppStoreSelector<T>(selector: (state: AppState) => T): T {
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()), () => selector(shellState));
}

export const useAppStore = Object.assign(useAppStoreSelector, store);

/** Fresh initial state: for tests, and for each page the build prerenders in turn. */
export function resetAppStore(): void {
  store.setState(store.getInitialState(), true);
  shellState = store.getInitialState();
}
