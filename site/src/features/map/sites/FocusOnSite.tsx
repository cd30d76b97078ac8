import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { loadSites } from '../../../measured-data/superfundSites';
import { useAppStore } from '../../../store/appStore';
import { selectSelectedSiteId } from '../../../store/selectors';
import { SEARCH_ZOOM } from '../mapSettings';

/**
 * Centres the map on a Superfund site when its card opens (by search, link, the map or a report's
 * list), at least as close as a county found by search, never farther out than the visitor was.
 */
export function FocusOnSite({ animate }: { animate: boolean }) {
  const map = useMap();
  const id = useAppStore(selectSelectedSiteId);
  useEffect(() => {
    if (id === null) return;
    let live = true;
    loadSites().then(
      (file) => {
        const site = file.sites.find((s) => s.id === id);
        if (live && site) map.setView([site.lat, site.lon], Math.max(map.getZoom(), SEARCH_ZOOM), { animate });
      },
      // Without the sites' file there is no site to go to, nor a card.
      () => undefined,
    );
    return () => void (live = false);
  }, [map, id, animate]);
  return null;
}
