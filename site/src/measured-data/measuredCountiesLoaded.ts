import type { County } from '../lib/data/counties';
import { isPending } from '../store/selectors';
import { untilState } from '../store/untilState';
import { loadMeasuredCounties } from './loadMeasured';

/**
 * The Measured view's counties, loaded if they are not yet: they name the counties the Demo view
 * lacks (a ZIP code or a position elsewhere). Empty when the load failed, which the view reports.
 */
export function measuredCountiesLoaded(): Promise<County[]> {
  loadMeasuredCounties();
  return untilState(({ measuredStatus, measuredCounties }) => (isPending(measuredStatus) ? undefined : measuredCounties));
}
