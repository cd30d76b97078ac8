import { offerMapPreview } from '../features/map/mapPreview';
import { keepDrawerShutForAreaLink } from '../features/sidebar/drawerForAreaLink';
import { startShellCarry } from '../features/url-state/shellCarry';
import { startInitialRequests } from './initialRequests';
import { isHomePath } from './routes';
import './global.css';
import 'virtual:layer-colours.css';
import 'virtual:band-colours.css';
import 'virtual:map-preview.css';

// The county data is the slowest part of the page: ask for it before anything else runs.
const requests = isHomePath(window.location.pathname) ? startInitialRequests(window.location.search) : null;
// What visitors do on the prerendered page keeps the link's view and layers until the app takes over.
const stopShellCarry = requests ? startShellCarry() : () => {};
// The view's default map, drawn by the build into its page, for a link that asks for nothing else.
if (requests) offerMapPreview(window.location.search);
keepDrawerShutForAreaLink();

// The build prerenders the shell into the HTML (site/vite/prerender.ts). Evaluating React and the app
// takes a long task, so it starts after the first frame has painted that shell.
requestAnimationFrame(() => setTimeout(() => void import('./hydrate').then(({ start }) => start(requests, stopShellCarry))));
