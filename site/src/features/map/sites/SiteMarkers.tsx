import { useEffect, useState } from 'react';
import { useMap } from 'react-leaflet';
import { loadSites, type SitesFile } from '../../../measured-data/superfundSites';
import { useAppStore } from '../../../store/appStore';
import { selectSelectedSiteId, selectSitesShown } from '../../../store/selectors';
import { SitesCanvas } from './sitesCanvas';

/** The Superfund sites' diamonds while their layer is on; the sites' file is fetched the first time it is. */
export function SiteMarkers() {
  const map = useMap();
  const shown = useAppStore(selectSitesShown);
  const selected = useAppStore(selectSelectedSiteId);
  const selectSite = useAppStore((s) => s.selectSite);
  const [file, setFile] = useState<SitesFile | null>(null);
  const [layer, setLayer] = useState<SitesCanvas | null>(null);

  useEffect(() => {
    if (!shown || file) return;
    let live = true;
    loadSites().then(
      (loaded) => live && setFile(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [shown, file]);

  useEffect(() => {
    if (!shown || !file) return;
    const canvas = new SitesCanvas(file.sites, selectSite).addTo(map);
    setLayer(canvas);
    return () => {
      canvas.remove();
      setLayer(null);
    };
  }, [map, shown, file, selectSite]);

  useEffect(() => layer?.select(selected), [layer, selected]);
  return null;
}
