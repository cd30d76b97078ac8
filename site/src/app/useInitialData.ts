import { useEffect } from 'react';
import { toast } from 'sonner';
import { parseCounties, withRandomScores } from '../lib/counties';
import { useAppStore } from '../store/appStore';
import { takeInitialRequests } from './initialRequests';

/** Loads the two API files once per page view; no retries, polling or refetching. */
export function useInitialData(): void {
  useEffect(() => {
    const requests = takeInitialRequests();
    const state = useAppStore.getState();
    requests.counties.then(
      (answer) => {
        // Random scores are drawn here, after hydration, so the prerendered shell never depends on them.
        state.setCounties(withRandomScores(parseCounties(answer), Math.random));
        state.setCountiesStatus('ready');
      },
      () => {
        state.setCountiesStatus('error');
        toast.error('Error Loading Data', {
          description: 'Failed to load county information. Please check your connection and try again.',
        });
      },
    );
    // Only its arrival matters: it ends the loading text.
    requests.environment.then(
      () => state.setEnvironmentStatus('ready'),
      () => state.setEnvironmentStatus('error'),
    );
  }, []);
}
