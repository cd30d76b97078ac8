import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { US_BOUNDS } from './mapSettings';

/** Fits the first view to the contiguous US, whatever the map's size. */
export function FitUsBounds() {
  const map = useMap();
  useEffect(() => {
    map.fitBounds(US_BOUNDS, { animate: false });
  }, [map]);
  return null;
}
