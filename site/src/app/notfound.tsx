import { createRoot, hydrateRoot } from 'react-dom/client';
import { NotFoundPage } from './NotFoundPage';
import './global.css';

const container = document.getElementById('root');
if (!container) throw new Error('missing #root element');

// The build prerenders the page into #root (site/vite/prerender.ts); hydrate it then.
if (container.hasChildNodes()) hydrateRoot(container, <NotFoundPage />);
else createRoot(container).render(<NotFoundPage />);
