import type { StateCreator } from 'zustand';
import type { AppState } from './appStore';
import type { DataView } from '../views/views';

export interface UiSlice {
  /**
   * The view whose counties the map has finished drawing (markers or shapes), or whose drawing
   * failed; null until then, and again after a switch of view.
   */
  mapDrawnView: DataView | null;
  setMapDrawn: (view: DataView) => void;
  /** The small-screen drawer; open on first load as the spec asks. Desktop ignores it. */
  sidebarOpen: boolean;
  toggleSidebar: () => void;
  setSidebarOpen: (open: boolean) => void;
}

export const createUiSlice: StateCreator<AppState, [], [], UiSlice> = (set) => ({
  mapDrawnView: null,
  setMapDrawn: (view) => set({ mapDrawnView: view }),
  sidebarOpen: true,
  toggleSidebar: () => set((state) => ({ sidebarOpen: !state.sidebarOpen })),
  setSidebarOpen: (open) => set({ sidebarOpen: open }),
});
