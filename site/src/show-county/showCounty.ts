import { countyArea, tractArea, type Area } from '../lib/data/area';
import { MOBILE_QUERY, matchesNow } from '../lib/dom/breakpoints';
import type { LatLon } from '../lib/sites/nearest';
import { defineMessages, text } from '../lib/i18n/messages';
import { useAppStore } from '../store/appStore';

const messages = defineMessages({
  countyFound: { id: 'showCounty.countyFound', defaultMessage: 'County Found' },
  tractFound: { id: 'showCounty.tractFound', defaultMessage: 'Census Tract Found' },
});

/** The title of the toast of a county that a search or a position found (the specification's). */
export const COUNTY_FOUND = text(messages.countyFound);

/** The title of the toast of a census tract that a search or a position found. */
export const TRACT_FOUND = text(messages.tractFound);

/** On a phone, closes the drawer, which would hide what a search or a position just found. */
export function closeDrawerOnPhone(): void {
  if (matchesNow(MOBILE_QUERY)) useAppStore.getState().setSidebarOpen(false);
}

/** How many areas a search or a position has shown: a point that arrives after another was shown is not its. */
let shown = 0;

/** Shows an area that a search or a position found, measured from no point of the visitor's until measureFrom gives one. */
function showArea(area: Area, show: () => void): Area {
  shown++;
  useAppStore.getState().setVisitorPoint(null);
  show();
  closeDrawerOnPhone();
  return area;
}

/** Selects a county that a search or a position found and centres the map on it. */
export const showCounty = (key: string): Area => showArea(countyArea(key), () => useAppStore.getState().focusCounty(key));

/** Opens the card of a census tract that a search or a position found, as a link to it does (focusTract). */
export const showTract = (geoid: string): Area => showArea(tractArea(geoid), () => useAppStore.getState().focusTract(geoid));

/**
 * Has the card of the area just shown measure the nearest Superfund site from the place searched
 * (`place`, its point fetched) or the visitor's position (`place` null), once the point is in;
 * nothing when another area was shown meanwhile, or the place has no point.
 */
export function measureFrom(area: Area, point: LatLon | Promise<LatLon | null>, place: string | null): void {
  const showing = shown;
  void Promise.resolve(point).then(
    (at) => at && showing === shown && useAppStore.getState().setVisitorPoint({ lat: at.lat, lon: at.lon, place, area }),
    () => {},
  );
}
