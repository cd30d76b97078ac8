import type { Map as LeafletMap } from 'leaflet';
import MAP_PREVIEW from 'virtual:map-preview';
import { useAppStore, type AppState } from '../../store/appStore';
import { viewOfLink } from '../../store/urlState';

// The build draws the Measured view's default map into that view's page (site/vite/mapPreview): a
// picture placed where Leaflet draws the first view, shown while the link asks for nothing else and
// until the live map has drawn, then dropped in the same task, under the live map's first frame.
// Whether it shows is one attribute of <html>, outside React: the page's first script sets it before
// the app runs, and the app only ever takes it away.

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

const sameLayers = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The picture no longer shows what the map will: another view, other layers, a county or a state to show, or the map drawn (or failed). */
function pictureLeft(s: AppState): boolean {
  return (
    !s.dataView.mapPreview ||
    s.mapDrawnView === s.dataView ||
    s.selectedCountyId !== null ||
    s.boundsRequest !== null ||
    !sameLayers(s.selectedLayers, MAP_PREVIEW?.layers ?? [])
  );
}

/** Drops the picture when the store no longer shows its map (the boot starts it after reading the link). Returns what stops it. */
export function watchMapPreview(): () => void {
  const check = (s: AppState) => {
    if (!pictureLeft(s)) return;
    dropMapPreview();
    stop();
  };
  const stop = useAppStore.subscribe(check);
  check(useAppStore.getState());
  return stop;
}

/** Drops the picture when the map moves from its first view (a drag, a zoom), which the picture would not follow. Returns what stops it. */
export function dropMapPreviewOnMove(map: LeafletMap): () => void {
  map.once('movestart', dropMapPreview);
  return () => map.off('movestart', dropMapPreview);
}
