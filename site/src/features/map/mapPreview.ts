import MAP_PREVIEW from 'virtual:map-preview';
import { painted } from '../../lib/dom/painted';

// The build draws the Measured view's default map into that view's page (site/vite/mapPreview): a
// picture placed where Leaflet draws the first view, shown while the link asks for nothing else and
// until the live map has drawn, then dropped in the same task, under the live map's first frame.
// Whether it shows is one attribute of <html>, outside React: the page's inline script sets it before
// the body is parsed (this module, which stays small and storeless for that script), and the app only
// ever takes it away (mapPreviewWatch.ts).

const ATTRIBUTE = 'data-map-preview';

export function dropMapPreview(): void {
  document.documentElement.setAttribute(ATTRIBUTE, 'gone');
}

/**
 * Resolves once the picture the page shows has painted, at once where it shows none (another link, or
 * a map box the picture does not fit) and once it has failed. Runs in the page's first script.
 */
export function mapPreviewPainted(): Promise<void> {
  const img = document.querySelector<HTMLImageElement>('img.map-preview');
  if (document.documentElement.getAttribute(ATTRIBUTE) !== 'shown' || !img || getComputedStyle(img).display === 'none') return Promise.resolve();
  const loaded = img.complete ? Promise.resolve() : new Promise((resolve) => ['load', 'error'].forEach((type) => img.addEventListener(type, resolve, { once: true })));
  return loaded.then(painted);
}

/** What the inline script of a view's page needs to offer its picture. */
export interface PreviewOffer {
  view: string;
  viewParameter: string;
  attribute: string;
  /** Each picture's addresses, with the media query under which the page's <picture> takes it. */
  pictures: { media: string; srcset: string }[];
}

/**
 * Shows the picture for a link that names only the page's view, and asks for it at once: the picture
 * is the page's largest paint, and its <img> loads lazily (other links never fetch it), so without
 * this it would be asked for only at the first layout. A layer ticked before the app runs takes it
 * away; any other link (a county, other layers, an early search) shows another map than the picture.
 * Runs as the page's inline script: it uses nothing outside itself.
 */
export function offerMapPreview(search: string, offer: PreviewOffer): void {
  const params = new URLSearchParams(search);
  if ([...params.keys()].some((key) => key !== offer.viewParameter) || params.getAll(offer.viewParameter).at(-1) !== offer.view) return;
  const root = document.documentElement;
  root.setAttribute(offer.attribute, 'shown');
  document.addEventListener('change', () => root.setAttribute(offer.attribute, 'gone'), { once: true });
  for (const picture of offer.pictures) {
    const link = document.createElement('link');
    const attributes = { rel: 'preload', as: 'image', imagesrcset: picture.srcset, media: picture.media, fetchpriority: 'high' };
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    document.head.append(link);
  }
}

/** The part of a view's inline script that offers the view's picture; none where the view or the build has none. */
export function mapPreviewScript(view: { id: string; mapPreview: boolean }, viewParameter: string): string {
  if (!MAP_PREVIEW || !view.mapPreview) return '';
  // The <img>'s own srcset is taken where no <source> matches.
  const fallback = MAP_PREVIEW.sources.map((source) => `(not ${source.media})`).join(' and ') || 'all';
  const offer: PreviewOffer = {
    view: view.id,
    viewParameter,
    attribute: ATTRIBUTE,
    pictures: [...MAP_PREVIEW.sources, { media: fallback, srcset: MAP_PREVIEW.srcset }],
  };
  return `(${offerMapPreview.toString()})(location.search,${JSON.stringify(offer)})`;
}
