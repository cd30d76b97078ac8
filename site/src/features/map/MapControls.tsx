import { useEffect, useRef } from 'react';
import { DomEvent } from 'leaflet';
import { useMap } from 'react-leaflet';
import { defineMessages, text } from '../../lib/i18n/messages';
import { MinusIcon, PlusIcon, ResetIcon } from '../../lib/dom/icons';
import { US_BOUNDS } from './mapSettings';

// The specification's names for the buttons.
const messages = defineMessages({
  zoomIn: { id: 'map.zoomIn', defaultMessage: 'Zoom In' },
  zoomOut: { id: 'map.zoomOut', defaultMessage: 'Zoom Out' },
  resetView: { id: 'map.resetView', defaultMessage: 'Reset View' },
});

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
        <button type="button" className="map-control" aria-label={text(messages.zoomIn)} title={text(messages.zoomIn)} onClick={() => map.zoomIn(1, { animate })}>
          <PlusIcon />
        </button>
        <button type="button" className="map-control" aria-label={text(messages.zoomOut)} title={text(messages.zoomOut)} onClick={() => map.zoomOut(1, { animate })}>
          <MinusIcon />
        </button>
        <button
          type="button"
          className="map-control"
          aria-label={text(messages.resetView)}
          title={text(messages.resetView)}
          onClick={() => map.fitBounds(US_BOUNDS, { animate })}
        >
          <ResetIcon />
        </button>
      </div>
    </div>
  );
}
