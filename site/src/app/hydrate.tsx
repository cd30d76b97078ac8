import { mountMapView } from '../features/map/mountMapView';
import { App } from './App';
import { bootMapPage } from './boot';
import type { InitialRequests } from './initialRequests';
import { mountApp } from './mountApp';

/** The page after its first paint (main.tsx): the map page's boot sequence, or only the page elsewhere. */
export function start(requests: InitialRequests | null): void {
  const mountPage = () => mountApp(<App />);
  if (requests) void bootMapPage({ requests, mountMap: mountMapView, mountPage });
  else mountPage();
}
