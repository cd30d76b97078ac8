import type { StateCreator } from 'zustand';
import { DEFAULT_LAYERS, normalizeLayers, sameLayers, type LayerId } from '../lib/layers';
import type { AppState } from './appStore';

export interface LayersSlice {
  /** Known ids in table order; a new array on every change so selectors and memos see it. */
  selectedLayers: LayerId[];
  toggleLayer: (id: LayerId, enabled: boolean) => void;
  setLayers: (ids: readonly LayerId[]) => void;
}

export const createLayersSlice: StateCreator<AppState, [], [], LayersSlice> = (set) => ({
  selectedLayers: [...DEFAULT_LAYERS],
  toggleLayer: (id, enabled) =>
    set((state) => ({
      selectedLayers: normalizeLayers(enabled ? [...state.selectedLayers, id] : state.selectedLayers.filter((l) => l !== id)),
    })),
  setLayers: (ids) =>
    set((state) => {
      const selectedLayers = normalizeLayers(ids);
      // The same selection keeps its array, so the markers are not repainted for nothing.
      return sameLayers(selectedLayers, state.selectedLayers) ? state : { selectedLayers };
    }),
});
