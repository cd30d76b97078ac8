import { useEffect, useRef } from 'react';
import { DomEvent } from 'leaflet';
import { useMap } from 'react-leaflet';
import { MinusIcon, PlusIcon, ResetIcon } from '../../lib/icons';
import { US_BOUNDS } from './mapSettings';

/** Top-right zoom and reset buttons: real buttons with names, unlike Leaflet's default links. */
export function MapControls({ animate }: { animate: boolean }) {
  const map = useMap();
  const ref = useRef<HTMLDivElement>(null);

  // Clicks and wheel turns on the buttons must not also drag or zoom the map underneath.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    DomEvent.disableClickPropagation(element);
    DomEvent.disableScrollPropagation(element);
  }, []);

  return (
    <div className="leaflet-top leaflet-right">
      <div ref={ref} className="leaflet-control map-controls">
        <button type="button" className="map-control" aria-label="Zoom In" title="Zoom In" onClick={() => map.zoomIn(1, { animate })}>
          <PlusIcon />
        </button>
        <button type="button" className="map-control" aria-label="Zoom Out" title="Zoom Out" onClick={() => map.zoomOut(1, { animate })}>
          <MinusIcon />
        </button>
        <button
          type="button"
          className="map-control"
          aria-label="Reset View"
          title="Reset View"
          onClick={() => map.fitBounds(US_BOUNDS, { animate })}
        >
          <ResetIcon />
        </button>
      </div>
    </div>
  );
}
