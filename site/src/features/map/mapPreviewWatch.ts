import type { Map as LeafletMap } from 'leaflet';
import MAP_PREVIEW from 'virtual:map-preview';
import { useAppStore, type AppState } from '../../store/appStore';
import { selectSelectedCountyId } from '../../store/selectors';
import { dropMapPreview } from './mapPreview';

// When the app takes the picture of the default map away (mapPreview.ts): once the map it shows is
// no longer the one the live map will draw, or the live map has drawn.

const sameLayers = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The picture no longer shows what the map will: another view, other layers, a county or a state to show, or the map drawn (or failed). */
function pictureLeft(s: AppState): boolean {
  return (
    !s.dataView.mapPreview ||
    s.mapDrawnView === s.dataView ||
    selectSelectedCountyId(s) !== null ||
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
