import { COUNTY_DRAWINGS } from '../features/map/countyDrawings';
import { App } from './App';
import { bootMapPage } from './boot';
import type { InitialRequests } from './initialRequests';
import { mountApp } from './mountApp';

/**
 * The page after its first paint (main.tsx): the map page's boot sequence, or only the page elsewhere.
 * stopShellCarry ends what main.tsx did for the prerendered page, as the app takes it over.
 */
export function start(requests: InitialRequests | null, stopShellCarry: () => void = () => {}): void {
  const mountPage = () => {
    stopShellCarry();
    mountApp(<App />);
  };
  if (!requests) return mountPage();
  // The map (Leaflet and its stylesheet) is a chunk of its own, asked for now, while the boot reads the
  // layer table: its CSS stays out of the HTML that the first paint waits for.
  // Leaflet itself is asked for apart, in the same breath: it then runs in a task of its own as it
  // arrives, ahead of the map's chunk, instead of inside one long task with it (figures of both:
  // site/bench/README.md, "Figures behind the code").
  void import('leaflet');
  void COUNTY_DRAWINGS[requests.view.drawing].load().catch(() => {});
  const mapView = import('../features/map/mountMapView');
  const mountMap = (container: Element) => void mapView.then(({ mountMapView }) => mountMapView(container));
  void bootMapPage({ requests, mountMap, mountPage });
}
