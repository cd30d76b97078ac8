import { App } from './App';
import { loadMapView } from './loadMapView';
import { mountApp } from './mountApp';
import { isHomePath } from './routes';

// Requested now rather than from the first render's effects; the build already modulepreloads it.
if (isHomePath(window.location.pathname)) void loadMapView();

mountApp(<App />);
