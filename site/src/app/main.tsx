import { mapPreviewPainted } from '../features/map/mapPreview';
import { keepDrawerShutForCardLink } from '../features/sidebar/drawerForCardLink';
import { startShellCarry } from '../features/url-state/shellCarry';
import { earlyCardPainted } from '../show-county/earlyCardPainted';
import { warmIntl } from '../lib/i18n/warmIntl';
import { startInitialRequests } from './initialRequests';
import { isHomePath } from './routes';
import './global.css';
import 'virtual:layer-colours.css';
import 'virtual:band-colours.css';
import 'virtual:map-preview.css';

const home = isHomePath(window.location.pathname);
// What visitors do on the prerendered page keeps the link's view and layers until the app takes over.
const stopShellCarry = home ? startShellCarry() : () => {};
keepDrawerShutForCardLink();

// What a visitor sees first comes alone: the picture of the view's map, where the page shows one (its
// inline script asked for it), and an area link's card built ahead. The figures and the app's code
// wait until those have painted, so that on a slow link they do not share it; they take the whole
// link after it, and the live map ends no later. The county data is the slowest part of the page: it
// is asked for before the app's code. The build prerenders the shell into the HTML
// (site/vite/prerender.ts). Evaluating React and the app takes a long task, so it starts after the
// first frame has painted that shell.
void Promise.all([mapPreviewPainted(), earlyCardPainted()]).then(() => {
  const requests = home ? startInitialRequests(window.location.search) : null;
  requestAnimationFrame(() =>
    setTimeout(() => {
      // After the first paint: its request, however small, is not one the first paint waits for.
      warmIntl();
      void import('./hydrate').then(({ start }) => start(requests, stopShellCarry));
    }),
  );
});
