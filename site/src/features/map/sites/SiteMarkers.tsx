import { useEffect, useState } from 'react';
import { useMap } from 'react-leaflet';
import { loadedSites, loadSites, type SitesFile } from '../../../measured-data/superfundSites';
import { useAppStore } from '../../../store/appStore';
import { selectSelectedSiteId, selectSitesShown } from '../../../store/selectors';
import { SitesCanvas } from './sitesCanvas';

/**
 * The Superfund sites' diamonds while their layer is on, and the chosen site's alone while its card is
 * open without the layer, so the card's site is on the map; the sites' file is fetched the first time
 * one is drawn, unless the card or the search has it already.
 */
export function SiteMarkers() {
  const map = useMap();
  const shown = useAppStore(selectSitesShown);
  const selected = useAppStore(selectSelectedSiteId);
  const selectSite = useAppStore((s) => s.selectSite);
  const [file, setFile] = useState<SitesFile | null>(loadedSites);
  const [layer, setLayer] = useState<SitesCanvas | null>(null);
  const drawn = shown || selected !== null;
  const only = shown ? null : selected;

  useEffect(() => {
    if (!drawn || file) return;
    let live = true;
    loadSites().then(
      (loaded) => live && setFile(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [drawn, file]);

  useEffect(() => {
    if (!drawn || !file) return;
    const canvas = new SitesCanvas(only === null ? file.sites : file.sites.filter((site) => site.id === only), selectSite).addTo(map);
    setLayer(canvas);
    return () => {
      canvas.remove();
      setLayer(null);
    };
  }, [map, drawn, only, file, selectSite]);

  useEffect(() => layer?.select(selected), [layer, selected]);
  return null;
}
