import { useEffect, useRef } from 'react';
import { MAP_ROOT_ID } from '../../lib/domIds';

// React neither hydrates nor updates what an element's dangerouslySetInnerHTML put in it, so the
// inner element is plain DOM: the map's own root (mountMapView) can fill it before or after the page
// around it hydrates.
const MAP_ROOT_ELEMENT = { __html: `<div id="${MAP_ROOT_ID}" class="map-root"></div>` };

/**
 * Where the map goes. The build prerenders it empty; app/startMap.ts mounts the map into it right
 * after the first paint, and this effect does so wherever that has not happened (dev server, tests).
 */
export function MapHost() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current?.firstElementChild;
    if (!element) return;
    let mounted = true;
    const mapRoot = import('./mountMapView');
    void mapRoot.then(({ mountMapView }) => mounted && mountMapView(element));
    return () => {
      mounted = false;
      void mapRoot.then(({ unmountMapView }) => unmountMapView(element));
    };
  }, []);
  return <div className="map-host" ref={host} dangerouslySetInnerHTML={MAP_ROOT_ELEMENT} />;
}
