import { useFailureToast } from '../../toasts/useFailureToast';
import { useAppStore } from '../../store/appStore';
import { selectMeasuredStatus } from '../../store/selectors';

/** Says so when the measured figures fail to load (loadMeasured.ts loads them). */
export function useMeasuredErrorToast(): void {
  useFailureToast(
    useAppStore(selectMeasuredStatus),
    'Measured Data Unavailable',
    'Failed to load the measured county figures. Demo scores still work; try Measured data again later.',
  );
}
