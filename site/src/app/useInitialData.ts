import { useEffect } from 'react';
import { toast } from 'sonner';
import { useAppStore } from '../store/appStore';
import { selectCountiesStatus } from '../store/selectors';
import { loadInitialData } from './initialData';

/** Loads the API files if nothing has yet, and says so when the counties fail to load. */
export function useInitialData(): void {
  const countiesStatus = useAppStore(selectCountiesStatus);
  useEffect(loadInitialData, []);
  useEffect(() => {
    if (countiesStatus !== 'error') return;
    toast.error('Error Loading Data', {
      description: 'Failed to load county information. Please check your connection and try again.',
    });
  }, [countiesStatus]);
}
