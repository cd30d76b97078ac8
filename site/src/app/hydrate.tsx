import { App } from './App';
import { mountApp } from './mountApp';
import { isHomePath } from './routes';
import { startMap } from './startMap';

// The map first, in a React root of its own, so its markers do not wait for the page around it.
if (isHomePath(window.location.pathname)) startMap();
mountApp(<App />);
