// The census tracts as vector tiles (issue 37's delivery (a)): one PMTiles archive of zoom 8-12
// tiles (written by site/bench/tracttiles), read by HTTP byte ranges and drawn on canvas tiles by
// protomaps-leaflet, added once the map reaches the tracts' zoom; past zoom 12 the zoom-12 tiles
// are drawn larger.
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { leafletLayer, PolygonSymbolizer } from 'protomaps-leaflet';
import { loadColours, TRACT_ZOOM } from './view';
import { mountMap } from './mountMap';

function TileTracts() {
  const map = useMap();
  useEffect(() => {
    window.benchMap = map;
    let added = false;
    const add = async () => {
      if (added || map.getZoom() < TRACT_ZOOM) return;
      added = true;
      const colours = await loadColours();
      const layer = leafletLayer({
        url: '/tracts.pmtiles',
        maxDataZoom: 12,
        labelRules: [],
        paintRules: [
          {
            dataLayer: 'tracts',
            symbolizer: new PolygonSymbolizer({
              fill: (_z, f) => colours.get(String(f?.props['id'])) ?? '#9E9E9E',
              opacity: 0.8,
              stroke: '#FFFFFF',
              width: 0.5,
              perFeature: true,
            }),
          },
        ],
      });
      layer.on('load', () => performance.mark('bench:tracts-drawn'));
      layer.addTo(map);
    };
    map.on('moveend', add);
    return () => void map.off('moveend', add);
  }, [map]);
  return null;
}

mountMap(<TileTracts />);
