// The bare choropleth the benchmark compares the Measured view against: what a developer writes
// first. react-leaflet's <GeoJSON> with preferCanvas over topojson-client's feature() of the same
// reduced county shapes (as TopoJSON), filled from /api/exposures with the product's colours.
// `?data=measured` draws at once; otherwise a click on "Measured data" fetches and draws.
import 'leaflet/dist/leaflet.css';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { GeoJSON, MapContainer, TileLayer } from 'react-leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { measuredColour } from '../../src/lib/figures/measuredPalette';

interface Exposures {
  counties: { fips: string[] };
  layers: { id: string; percentile: (number | null)[] }[];
}

interface Choropleth {
  shapes: GeoJSON.FeatureCollection;
  colourOf: Map<string, string>;
}

/** The unweighted mean of the two default layers' percentiles, in the product's colours. */
function colours(exposures: Exposures): Map<string, string> {
  const layers = exposures.layers.filter((l) => l.id === 'pesticides' || l.id === 'airPollution');
  return new Map(
    exposures.counties.fips.map((fips, i) => {
      const known = layers.map((l) => l.percentile[i]).filter((p): p is number => typeof p === 'number');
      return [fips, measuredColour(known.length ? known.reduce((a, b) => a + b, 0) / known.length : null)];
    }),
  );
}

async function load(): Promise<Choropleth> {
  const [topology, exposures] = await Promise.all([
    fetch('/counties.topo.json').then((r) => r.json() as Promise<Topology<{ counties: GeometryCollection }>>),
    fetch('/api/exposures').then((r) => r.json() as Promise<Exposures>),
  ]);
  return { shapes: feature(topology, topology.objects.counties) as GeoJSON.FeatureCollection, colourOf: colours(exposures) };
}

const atOnce = new URLSearchParams(location.search).get('data') === 'measured';
const firstLoad = atOnce ? load() : null;

function Counties({ choropleth }: { choropleth: Choropleth }) {
  useEffect(() => {
    requestAnimationFrame(() => performance.mark('bare:shapes-drawn'));
  }, [choropleth]);
  return (
    <GeoJSON
      data={choropleth.shapes}
      style={(f) => ({ color: '#FFFFFF', weight: 0.5, fillColor: choropleth.colourOf.get(String(f?.id)) ?? '#9E9E9E', fillOpacity: 0.8 })}
    />
  );
}

function Bare() {
  const [choropleth, setChoropleth] = useState<Choropleth | null>(null);
  useEffect(() => void firstLoad?.then(setChoropleth), []);
  return (
    <>
      <button type="button" onClick={() => void load().then(setChoropleth)}>
        Measured data
      </button>
      <MapContainer
        bounds={[
          [24.3963, -124.7844],
          [49.0041, -66.9513],
        ]}
        preferCanvas
        style={{ height: 'calc(100vh - 40px)' }}
      >
        <TileLayer url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png" />
        {choropleth && <Counties choropleth={choropleth} />}
      </MapContainer>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Bare />);
