import 'leaflet/dist/leaflet.css';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MapContainer, TileLayer } from 'react-leaflet';
import { START } from './view';

/** Renders the page: a full-window map at the start view, with its base tiles and the tracts' layer. */
export function mountMap(tracts: ReactNode): void {
  createRoot(document.getElementById('root')!).render(
    <MapContainer center={START.center} zoom={START.zoom} preferCanvas style={{ height: '100vh' }}>
      <TileLayer url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png" />
      {tracts}
    </MapContainer>,
  );
}
