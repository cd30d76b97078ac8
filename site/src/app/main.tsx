import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import './global.css';

const container = document.getElementById('root');
if (!container) throw new Error('missing #root element');

// A build step may prerender the shell into #root; hydrate it then, otherwise render from scratch.
if (container.hasChildNodes()) hydrateRoot(container, <App />);
else createRoot(container).render(<App />);
