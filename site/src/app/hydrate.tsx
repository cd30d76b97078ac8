import { App } from './App';
import { loadEnvironment } from './initialData';
import { mountApp } from './mountApp';
import { isHomePath } from './routes';
import { startMap } from './startMap';
import { useAppStore } from '../store/appStore';

async function boot(): Promise<void> {
  let hydrate = true;
  if (isHomePath(window.location.pathname)) {
    // The shell was prerendered from build/api/environmental-data (prerender.tsx): the store holds the
    // same layer table before hydrating, so the two match. The request was started by main.tsx.
    await loadEnvironment();
    // Without it the shell cannot be matched: the page renders afresh (and MapHost mounts the map).
    hydrate = useAppStore.getState().environmentStatus === 'ready';
    // The map first, in a React root of its own, so its markers do not wait for the page around it.
    if (hydrate) startMap();
  }
  mountApp(<App />, hydrate);
}

void boot();
