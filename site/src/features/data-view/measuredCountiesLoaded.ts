import type { County } from '../../lib/counties';
import { useAppStore } from '../../store/appStore';
import { loadMeasuredCounties } from './loadMeasured';

/**
 * The Measured view's counties, loaded if they are not yet: they name the counties the Demo view
 * lacks (a ZIP code or a position elsewhere). Empty when the load failed, which the view reports.
 */
export function measuredCountiesLoaded(): Promise<County[]> {
  loadMeasuredCounties();
  return new Promise((resolve) => {
    const settle = () => {
      const { measuredStatus, measuredCounties } = useAppStore.getState();
      if (measuredStatus === 'loading' || measuredStatus === 'idle') return false;
      resolve(measuredCounties);
      return true;
    };
    if (settle()) return;
    const unsubscribe = useAppStore.subscribe(() => settle() && unsubscribe());
  });
}
