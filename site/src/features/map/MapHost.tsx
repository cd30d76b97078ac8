import { useEffect, useRef } from 'react';
import { MAP_HOST_ID } from '../../lib/domIds';

// React neither hydrates nor updates the children of an element rendered with dangerouslySetInnerHTML,
// so the map's own root (mountMapView) can fill it before or after the page around it hydrates.
const OWNED_BY_MAP_ROOT = { __html: '' };

/**
 * Where the map goes. The build prerenders it empty; app/startMap.ts mounts the map into it right
 * after the first paint, and this effect does so wherever that has not happened (dev server, tests).
 */
export function MapHost() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let mounted = true;
    const mapRoot = import('./mountMapView');
    void mapRoot.then(({ mountMapView }) => mounted && mountMapView(element));
    return () => {
      mounted = false;
      void mapRoot.then(({ unmountMapView }) => unmountMapView(element));
    };
  }, []);
  return <div id={MAP_HOST_ID} className="map-host" ref={host} dangerouslySetInnerHTML={OWNED_BY_MAP_ROOT} />;
}
