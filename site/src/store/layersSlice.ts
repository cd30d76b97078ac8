import type { StateCreator } from 'zustand';
import { normalizeLayers, sameLayers, type LayerId, type RiskLayer } from '../lib/data/layers';
import { viewLayerTable } from '../views/layerTable';
import type { AppState } from './appStore';

export interface LayersSlice {
  /** Known ids in table order; a new array on every change so selectors and memos see it. */
  selectedLayers: LayerId[];
  toggleLayer: (id: LayerId, enabled: boolean) => void;
  setLayers: (ids: readonly LayerId[]) => void;
}

/** The selection with only the layers of table; the same array when it has no other. */
export function keepLayersOf(selected: LayerId[], table: readonly RiskLayer[]): LayerId[] {
  const kept = normalizeLayers(table, selected);
  return sameLayers(kept, selected) ? selected : kept;
}

export const createLayersSlice: StateCreator<AppState, [], [], LayersSlice> = (set) => ({
  // The defaults come with the layer table (setEnvironment); a view shows and selects its own layers.
  selectedLayers: [],
  toggleLayer: (id, enabled) =>
    set((state) => ({
      selectedLayers: normalizeLayers(
        viewLayerTable(state.environment, state.dataView),
        enabled ? [...state.selectedLayers, id] : state.selectedLayers.filter((l) => l !== id),
      ),
    })),
  setLayers: (ids) =>
    set((state) => {
      const selectedLayers = normalizeLayers(viewLayerTable(state.environment, state.dataView), ids);
      // The same selection keeps its array, so the markers are not repainted for nothing.
      return sameLayers(selectedLayers, state.selectedLayers) ? state : { selectedLayers };
    }),
});
