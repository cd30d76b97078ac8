import { FocusOnSite } from './FocusOnSite';
import { SiteMarkers } from './SiteMarkers';

/** The Superfund sites on the map: their markers, and the map brought to a site whose card opens. */
export function SitesLayer({ animate }: { animate: boolean }) {
  return (
    <>
      <SiteMarkers />
      <FocusOnSite animate={animate} />
    </>
  );
}
