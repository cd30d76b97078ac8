import { createRoot } from 'react-dom/client';
import { NotFoundPage } from './NotFoundPage';
import './global.css';

const container = document.getElementById('root');
if (!container) throw new Error('missing #root element');
createRoot(container).render(<NotFoundPage />);
