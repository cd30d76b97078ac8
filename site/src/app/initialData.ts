import { parseCounties, withRandomScores } from '../lib/data/counties';
import { parseEnvironment } from '../lib/data/environment';
import { useAppStore } from '../store/appStore';
import { demoView } from '../views/demoView';
import { viewLayerTable } from '../views/layerTable';

/** Seeds the layer table, sources and date from /api/environmental-data's answer. */
export async function loadEnvironment(answer: Promise<unknown>): Promise<void> {
  const state = useAppStore.getState();
  try {
    state.setEnvironment(parseEnvironment(await answer));
  } catch {
    state.setEnvironmentStatus('error');
  }
}

/**
 * Feeds /api/counties' answer into the store, after the layer table: random scores are drawn per layer
 * the Demo view shows, so without the table the counties count as failed. No retries, polling or refetching.
 * Failures only set the status; the page turns them into a toast.
 */
export async function loadCounties(answer: Promise<unknown>): Promise<void> {
  const state = useAppStore.getState();
  try {
    const counties = parseCounties(await answer);
    const { environment, environmentStatus } = useAppStore.getState();
    if (environmentStatus !== 'ready') throw new Error('no layer table');
    // Drawn here, in the browser, so the prerendered shell never depends on them.
    state.setCounties(withRandomScores(counties, viewLayerTable(environment, demoView), Math.random));
    state.setCountiesStatus('ready');
  } catch {
    state.setCountiesStatus('error');
  }
}

/**
 * Loads /api/counties the first time a view of them (the Demo) is shown: at once for a Demo link, on
 * the switch for a Measured one, whose first load then never waits for them. Returns what stops it.
 */
export function startDemoLoading(request: () => Promise<unknown>): () => void {
  let started = false;
  const loadWhenShown = () => {
    if (started || useAppStore.getState().dataView.countySource !== 'counties') return;
    started = true;
    void loadCounties(request());
  };
  loadWhenShown();
  const stop = useAppStore.subscribe(loadWhenShown);
  return stop;
}
