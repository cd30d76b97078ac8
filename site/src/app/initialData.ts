import { parseCounties, withRandomScores } from '../lib/counties';
import { parseEnvironment } from '../lib/environment';
import { useAppStore } from '../store/appStore';
import { COUNTIES_PATH, ENVIRONMENT_PATH, takeInitialRequest } from './initialRequests';

let environmentInFlight: Promise<void> | null = null;
let countiesInFlight = false;

/**
 * Seeds the layer table and sources from /api/environmental-data. The boot (hydrate.tsx) awaits it
 * before the page hydrates, since the prerendered shell was rendered from the same file at build time.
 */
export function loadEnvironment(): Promise<void> {
  const state = useAppStore.getState();
  if (state.environmentStatus !== 'loading') return Promise.resolve();
  environmentInFlight ??= takeInitialRequest(ENVIRONMENT_PATH)
    .then(
      (answer) => state.setEnvironment(parseEnvironment(answer)),
      () => state.setEnvironmentStatus('error'),
    )
    .finally(() => (environmentInFlight = null));
  return environmentInFlight;
}

/**
 * Feeds the two API files into the store, once per page view: startMap.ts does it as the map mounts,
 * ahead of the page's hydration, and the page's effect does it where that has not happened. No
 * retries, polling or refetching. Failures only set the status; the page turns them into a toast.
 */
export function loadInitialData(): void {
  const state = useAppStore.getState();
  if (countiesInFlight || state.countiesStatus !== 'loading') return;
  countiesInFlight = true;
  const counties = takeInitialRequest(COUNTIES_PATH);
  // Random scores are drawn per layer of the table, so the table comes first.
  Promise.all([counties, loadEnvironment()])
    .then(
      ([answer]) => {
        // Drawn here, in the browser, so the prerendered shell never depends on them.
        state.setCounties(withRandomScores(parseCounties(answer), useAppStore.getState().environment.factors, Math.random));
        state.setCountiesStatus('ready');
      },
      () => state.setCountiesStatus('error'),
    )
    .finally(() => (countiesInFlight = false));
}
