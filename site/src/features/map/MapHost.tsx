import { MAP_ROOT_ID } from '../../lib/dom/domIds';

// React neither hydrates nor updates what an element's dangerouslySetInnerHTML put in it, so the
// inner element is plain DOM: the map's own root (mountMapView) can fill it before the page around it
// hydrates.
const MAP_ROOT_ELEMENT = { __html: `<div id="${MAP_ROOT_ID}" class="map-root"></div>` };

/** Where the map goes. The build prerenders it empty; the boot sequence (app/boot.ts) mounts the map into it. */
export function MapHost() {
  return <div className="map-host" dangerouslySetInnerHTML={MAP_ROOT_ELEMENT} />;
}
