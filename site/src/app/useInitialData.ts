import { useEffect } from 'react';
import { toast } from 'sonner';
import { fetchJson } from '../lib/api';
import { parseCounties, withRandomScores } from '../lib/counties';
import { useAppStore } from '../store/appStore';

/** Loads the two API files once per page view; no retries, polling or refetching. */
export function useInitialData(): void {
  useEffect(() => {
    const state = useAppStore.getState();
    fetchJson('/api/counties').then(
      (answer) => {
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
    fetchJson('/api/environmental-data').then(
      () => state.setEnvironmentStatus('ready'),
      () => state.setEnvironmentStatus('error'),
    );
  }, []);
}
