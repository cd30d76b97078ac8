// The bare reference for the census tracts: what a developer writes first. react-leaflet's <GeoJSON>
// with preferCanvas over one GeoJSON file of every California tract (the same simplified outlines
// the product draws), fetched when the map first reaches the tracts' zoom.
import { useEffect, useState } from 'react';
import { GeoJSON, useMap, useMapEvents } from 'react-leaflet';
import { loadColours, TRACT_ZOOM } from './view';
import { mountMap } from './mountMap';

interface Tracts {
  outlines: GeoJSON.FeatureCollection;
  colours: Map<string, string>;
}

function BareTracts() {
  const map = useMap();
  const [tracts, setTracts] = useState<Tracts | null>(null);
  const [asked, setAsked] = useState(false);
  useEffect(() => void (window.benchMap = map), [map]);
  useMapEvents({
    zoomend: () => {
      if (asked || map.getZoom() < TRACT_ZOOM) return;
      setAsked(true);
      void Promise.all([fetch('/tracts.geojson').then((r) => r.json() as Promise<GeoJSON.FeatureCollection>), loadColours()]).then(([outlines, colours]) =>
        setTracts({ outlines, colours }),
      );
    },
  });
  useEffect(() => {
    if (tracts) requestAnimationFrame(() => performance.mark('bench:tracts-drawn'));
  }, [tracts]);
  if (!tracts) return null;
  return (
    <GeoJSON
      data={tracts.outlines}
      style={(f) => ({ color: '#FFFFFF', weight: 0.5, fillColor: tracts.colours.get(String(f?.id)) ?? '#9E9E9E', fillOpacity: 0.8 })}
    />
  );
}

mountMap(<BareTracts />);
