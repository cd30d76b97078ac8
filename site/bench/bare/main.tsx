// The bare stack the benchmark compares the product against: the same libraries, the same counties
// as plain circle markers in the same view (the contiguous US), one checkbox that restyles them, and
// nothing else.
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { Toaster, toast } from 'sonner';
import { create } from 'zustand';

interface County {
  id: string;
  latitude: string;
  longitude: string;
}

interface BareState {
  counties: County[];
  highlighted: boolean;
  toggle: () => void;
}

const useBare = create<BareState>()((set) => ({
  counties: [],
  highlighted: false,
  toggle: () => set((s) => ({ highlighted: !s.highlighted })),
}));

fetch('/api/counties')
  .then((r) => r.json() as Promise<County[]>)
  .then((counties) => useBare.setState({ counties }))
  .catch(() => toast.error('Error Loading Data'));

function Markers() {
  const counties = useBare((s) => s.counties);
  const highlighted = useBare((s) => s.highlighted);
  useEffect(() => {
    if (counties.length > 0) requestAnimationFrame(() => performance.mark('riskmap:markers-drawn'));
  }, [counties, highlighted]);
  const color = highlighted ? '#F44336' : '#4CAF50';
  return counties.map((c) => (
    <CircleMarker
      key={c.id}
      center={[Number(c.latitude), Number(c.longitude)]}
      radius={10}
      pathOptions={{ color: '#FFFFFF', weight: 2, fillColor: color, fillOpacity: 0.7 }}
    />
  ));
}

function Bare() {
  const toggle = useBare((s) => s.toggle);
  return (
    <>
      <label>
        <input type="checkbox" onChange={toggle} /> Pesticide Exposure
      </label>
      <MapContainer
        bounds={[
          [24.3963, -124.7844],
          [49.0041, -66.9513],
        ]}
        preferCanvas
        style={{ height: '90vh' }}
      >
        <TileLayer url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png" />
        <Markers />
      </MapContainer>
      <Toaster />
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Bare />);
