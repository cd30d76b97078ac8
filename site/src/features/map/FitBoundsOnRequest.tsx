import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { useAppStore } from '../../store/appStore';
import { selectBoundsRequest } from '../../store/selectors';
import { SEARCH_ZOOM } from './mapSettings';

/** Fits the map to an area when search asks for it (a state): padded, never closer than a county search. */
export function FitBoundsOnRequest({ animate }: { animate: boolean }) {
  const map = useMap();
  const request = useAppStore(selectBoundsRequest);
  useEffect(() => {
    if (request) map.fitBounds(request.bounds, { animate, padding: [24, 24], maxZoom: SEARCH_ZOOM });
  }, [map, request, animate]);
  return null;
}
