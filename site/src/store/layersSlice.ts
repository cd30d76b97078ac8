import type { StateCreator } from 'zustand';
import { normalizeLayers, sameLayers, type LayerId } from '../lib/layers';
import type { AppState } from './appStore';

export interface LayersSlice {
  /** Known ids in table order; a new array on every change so selectors and memos see it. */
  selectedLayers: LayerId[];
  toggleLayer: (id: LayerId, enabled: boolean) => void;
  setLayers: (ids: readonly LayerId[]) => void;
}

export const createLayersSlice: StateCreator<AppState, [], [], LayersSlice> = (set) => ({
  // The defaults come with the layer table (setEnvironment).
  selectedLayers: [],
  toggleLayer: (id, enabled) =>
    set((state) => ({
      selectedLayers: normalizeLayers(
        state.environment.factors,
        enabled ? [...state.selectedLayers, id] : state.selectedLayers.filter((l) => l !== id),
      ),
    })),
  setLayers: (ids) =>
    set((state) => {
      const selectedLayers = normalizeLayers(state.environment.factors, ids);
      // The same selection keeps its array, so the markers are not repainted for nothing.
      return sameLayers(selectedLayers, state.selectedLayers) ? state : { selectedLayers };
    }),
});
