import { measuredCountiesLoaded } from '../../../measured-data/measuredCountiesLoaded';
import { useAppStore } from '../../../store/appStore';
import { selectViewCountiesPending, selectViewCountiesStatus } from '../../../store/selectors';
import { untilState } from '../../../store/untilState';

// The one module of search that reaches into the loading of the view's counties.

/** Resolves once the shown view's counties have arrived or failed, whatever view is shown by then. */
export function viewCountiesLoaded(): Promise<void> {
  return untilState((state) => {
    // The Measured counties are not asked for yet (only they can be idle).
    if (selectViewCountiesStatus(state) === 'idle') void measuredCountiesLoaded();
    return selectViewCountiesPending(useAppStore.getState()) ? undefined : true;
  }).then(() => {});
}
