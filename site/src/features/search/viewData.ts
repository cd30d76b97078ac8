import type { County } from '../../lib/counties';
import { useAppStore } from '../../store/appStore';
import { selectViewCountiesPending } from '../../store/selectors';
import { measuredCountiesLoaded } from '../data-view/measuredCountiesLoaded';

// The one module of search that reaches into the data view's loading.

/** Every US county with data (the Measured view's list), loaded if it is not yet; empty if that failed. */
export const nationalCounties: () => Promise<County[]> = measuredCountiesLoaded;

/** Resolves once the shown view's counties have arrived or failed, whatever view is shown by then. */
export function viewCountiesLoaded(): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      const state = useAppStore.getState();
      if (state.dataView === 'measured' && state.measuredStatus === 'idle') void measuredCountiesLoaded();
      if (selectViewCountiesPending(useAppStore.getState())) return false;
      resolve();
      return true;
    };
    if (settle()) return;
    const unsubscribe = useAppStore.subscribe(() => settle() && unsubscribe());
  });
}
