import MAP_PREVIEW from 'virtual:map-preview';
import { viewOfLink } from '../../store/urlState';

// The build draws the Measured view's default map into that view's page (site/vite/mapPreview): a
// picture placed where Leaflet draws the first view, shown while the link asks for nothing else and
// until the live map has drawn, then dropped in the same task, under the live map's first frame.
// Whether it shows is one attribute of <html>, outside React: the page's first script sets it before
// the app runs (this module, which stays small and storeless for that script), and the app only ever
// takes it away (mapPreviewWatch.ts).

const ATTRIBUTE = 'data-map-preview';

export function dropMapPreview(): void {
  document.documentElement.setAttribute(ATTRIBUTE, 'gone');
}

/**
 * Shows the picture for a link that names only its view, and the view has one (the page's first
 * script runs it); a layer ticked before the app runs takes it away. Any other link (a county, other
 * layers, an early search) shows another map than the picture.
 */
export function offerMapPreview(search: string): void {
  const keys = [...new URLSearchParams(search).keys()];
  if (!MAP_PREVIEW || !viewOfLink(search).mapPreview || keys.some((key) => key !== 'data')) return;
  document.documentElement.setAttribute(ATTRIBUTE, 'shown');
  document.addEventListener('change', dropMapPreview, { once: true });
}
