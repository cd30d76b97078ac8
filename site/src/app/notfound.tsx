import { mountApp } from './mountApp';
import { NotFoundPage } from './NotFoundPage';
import './global.css';

mountApp(<NotFoundPage />);
