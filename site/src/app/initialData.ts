import { parseCounties, withRandomScores } from '../lib/counties';
import { useAppStore } from '../store/appStore';
import { takeInitialRequests } from './initialRequests';

let inFlight = false;

/**
 * Feeds the two API files into the store, once per page view: startMap.ts does it as the map mounts,
 * ahead of the page's hydration, and the page's effect does it where that has not happened. No
 * retries, polling or refetching. Failures only set the status; the page turns them into a toast.
 */
export function loadInitialData(): void {
  const state = useAppStore.getState();
  if (inFlight || state.countiesStatus !== 'loading') return;
  inFlight = true;
  const requests = takeInitialRequests();
  requests.counties
    .then(
      (answer) => {
        // Random scores are drawn here, in the browser, so the prerendered shell never depends on them.
        state.setCounties(withRandomScores(parseCounties(answer), Math.random));
        state.setCountiesStatus('ready');
      },
      () => state.setCountiesStatus('error'),
    )
    .finally(() => (inFlight = false));
  // Only its arrival matters: it ends the loading text.
  requests.environment.then(
    () => state.setEnvironmentStatus('ready'),
    () => state.setEnvironmentStatus('error'),
  );
}
