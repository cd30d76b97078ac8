import { useEffect } from 'react';
import { toast } from 'sonner';
import { useAppStore } from '../../store/appStore';
import { selectMeasuredStatus } from '../../store/selectors';

/** Says so when the measured figures fail to load (loadMeasured.ts loads them). */
export function useMeasuredErrorToast(): void {
  const status = useAppStore(selectMeasuredStatus);
  useEffect(() => {
    if (status !== 'error') return;
    toast.error('Measured Data Unavailable', {
      description: 'Failed to load the measured county figures. Demo scores still work; try Measured data again later.',
    });
  }, [status]);
}
