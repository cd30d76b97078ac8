import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { useAppStore } from '../../store/appStore';
import { selectFocusRequest } from '../../store/selectors';
import { SEARCH_ZOOM } from './mapSettings';

/** Recentres on a county when search or a shared link asks for it. */
export function FocusOnCounty({ animate }: { animate: boolean }) {
  const map = useMap();
  const request = useAppStore(selectFocusRequest);
  useEffect(() => {
    if (!request) return;
    const county = useAppStore.getState().counties.find((c) => c.id === request.key);
    if (county) map.setView([county.latitude, county.longitude], SEARCH_ZOOM, { animate });
  }, [map, request, animate]);
  return null;
}
