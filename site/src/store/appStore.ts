import { create } from 'zustand';
import { createCountySlice, type CountySlice } from './countySlice';
import { createDataSlice, type DataSlice } from './dataSlice';
import { createLayersSlice, type LayersSlice } from './layersSlice';
import { createUiSlice, type UiSlice } from './uiSlice';

export type AppState = LayersSlice & CountySlice & UiSlice & DataSlice;

export const useAppStore = create<AppState>()((...a) => ({
  ...createLayersSlice(...a),
  ...createCountySlice(...a),
  ...createUiSlice(...a),
  ...createDataSlice(...a),
}));

/** Fresh initial state, for tests. */
export function resetAppStore(): void {
  useAppStore.setState(useAppStore.getInitialState(), true);
}
