import { useEffect } from 'react';
import { toast } from 'sonner';
import { useAppStore } from '../../store/appStore';
import { selectDataView, selectMeasuredStatus } from '../../store/selectors';
import { loadMeasuredCounties } from './loadMeasured';

/** Loads the measured figures when their view is shown, and says so when they fail to load. */
export function useMeasuredData(): void {
  const view = useAppStore(selectDataView);
  const status = useAppStore(selectMeasuredStatus);
  useEffect(() => {
    if (view === 'measured') loadMeasuredCounties();
  }, [view]);
  useEffect(() => {
    if (status !== 'error') return;
    toast.error('Measured Data Unavailable', {
      description: 'Failed to load the measured county figures. Demo scores still work; try Measured data again later.',
    });
  }, [status]);
}
