import type { StateCreator } from 'zustand';
import { EMPTY_ENVIRONMENT, type Environment } from '../lib/data/environment';
import { defaultLayers } from '../lib/data/layers';
import { viewLayerTable } from '../views/layerTable';
import type { AppState } from './appStore';

export type DataStatus = 'loading' | 'ready' | 'error';

export interface DataSlice {
  /** State of /api/counties (the Demo view's counties). */
  countiesStatus: DataStatus;
  /** State of /api/environmental-data. */
  environmentStatus: DataStatus;
  /** State of /api/exposures, asked for only when the Measured view is first shown. */
  measuredStatus: DataStatus | 'idle';
  /** The layers, sources and date the page shows, as /api/environmental-data says. */
  environment: Environment;
  setCountiesStatus: (status: DataStatus) => void;
  setEnvironmentStatus: (status: DataStatus) => void;
  setMeasuredStatus: (status: DataStatus) => void;
  /** Seeds the layer table and selects its default layers (a link's layers are set after it). */
  setEnvironment: (environment: Environment) => void;
}

export const createDataSlice: StateCreator<AppState, [], [], DataSlice> = (set) => ({
  countiesStatus: 'loading',
  environmentStatus: 'loading',
  measuredStatus: 'idle',
  environment: EMPTY_ENVIRONMENT,
  setCountiesStatus: (status) => set({ countiesStatus: status }),
  setEnvironmentStatus: (status) => set({ environmentStatus: status }),
  setMeasuredStatus: (status) => set({ measuredStatus: status }),
  setEnvironment: (environment) =>
    set((s) => ({ environment, environmentStatus: 'ready', selectedLayers: defaultLayers(viewLayerTable(environment, s.dataView)) })),
});
