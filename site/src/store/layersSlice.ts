import type { StateCreator } from 'zustand';
import { normalizeLayers, sameLayers, type LayerId, type RiskLayer } from '../lib/data/layers';
import { viewLayerTable } from '../views/layerTable';
import type { Compounds } from '../lib/data/compounds';
import { ALL_PESTICIDES } from '../lib/figures/pesticideMeasure';
import type { AppState } from './appStore';
import { shown } from './shownCounties';

export interface LayersSlice {
  /** Known ids in table order; a new array on every change so selectors and memos see it. */
  selectedLayers: LayerId[];
  toggleLayer: (id: LayerId, enabled: boolean) => void;
  setLayers: (ids: readonly LayerId[]) => void;
  /** What the pesticide layer's figure is in the Measured view: ALL_PESTICIDES or a measure of /api/compounds. */
  pesticideMeasure: string;
  /** /api/compounds, once a compound measure has asked for it. */
  compounds: Compounds | null;
  setPesticideMeasure: (measure: string) => void;
  /** Takes the file in; a measure it does not have goes back to ALL_PESTICIDES. */
  setCompounds: (compounds: Compounds) => void;
}

/** The selection with only the layers of table; the same array when it has no other. */
export function keepLayersOf(selected: LayerId[], table: readonly RiskLayer[]): LayerId[] {
  const kept = normalizeLayers(table, selected);
  return sameLayers(kept, selected) ? selected : kept;
}

export const createLayersSlice: StateCreator<AppState, [], [], LayersSlice> = (set) => ({
  pesticideMeasure: ALL_PESTICIDES,
  compounds: null,
  setPesticideMeasure: (measure) =>
    set((s) => {
      const pesticideMeasure = s.compounds && !s.compounds.measures.some((m) => m.id === measure) ? ALL_PESTICIDES : measure;
      if (pesticideMeasure === s.pesticideMeasure) return s;
      return { pesticideMeasure, counties: shown(s.dataView, s.demoCounties, s.measuredCounties, { compounds: s.compounds, pesticideMeasure }) };
    }),
  setCompounds: (compounds) =>
    set((s) => {
      const pesticideMeasure = compounds.measures.some((m) => m.id === s.pesticideMeasure) ? s.pesticideMeasure : ALL_PESTICIDES;
      return { compounds, pesticideMeasure, counties: shown(s.dataView, s.demoCounties, s.measuredCounties, { compounds, pesticideMeasure }) };
    }),
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
