import type { StateCreator } from 'zustand';
import type { AppState } from './appStore';

export type DataStatus = 'loading' | 'ready' | 'error';

export interface DataSlice {
  /** State of /api/counties. */
  countiesStatus: DataStatus;
  /** State of /api/environmental-data, which only drives the loading text. */
  environmentStatus: DataStatus;
  setCountiesStatus: (status: DataStatus) => void;
  setEnvironmentStatus: (status: DataStatus) => void;
}

export const createDataSlice: StateCreator<AppState, [], [], DataSlice> = (set) => ({
  countiesStatus: 'loading',
  environmentStatus: 'loading',
  setCountiesStatus: (status) => set({ countiesStatus: status }),
  setEnvironmentStatus: (status) => set({ environmentStatus: status }),
});
