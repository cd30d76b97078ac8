import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadMapView } from './loadMapView';
import { isHomePath } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('missing #root element');

// Requested now rather than from the first render's effects; the build already modulepreloads it.
if (isHomePath(window.location.pathname)) void loadMapView();

// Hydrate the prerendered shell; render from scratch when there is none (the dev server).
if (container.hasChildNodes()) hydrateRoot(container, <App />);
else createRoot(container).render(<App />);
