import { useFailureToast } from '../toasts/useFailureToast';
import { useAppStore } from '../store/appStore';
import { selectCountiesStatus } from '../store/selectors';

/** Says so when the counties fail to load (the boot sequence, boot.ts, loads them). */
export function useCountiesErrorToast(): void {
  useFailureToast(
    useAppStore(selectCountiesStatus),
    'Error Loading Data',
    'Failed to load county information. Please check your connection and try again.',
  );
}
