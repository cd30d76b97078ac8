import { useEffect } from 'react';
import { toast } from 'sonner';
import { useAppStore } from '../store/appStore';
import { selectCountiesStatus } from '../store/selectors';

/** Says so when the counties fail to load (the boot sequence, boot.ts, loads them). */
export function useCountiesErrorToast(): void {
  const countiesStatus = useAppStore(selectCountiesStatus);
  useEffect(() => {
    if (countiesStatus !== 'error') return;
    toast.error('Error Loading Data', {
      description: 'Failed to load county information. Please check your connection and try again.',
    });
  }, [countiesStatus]);
}
