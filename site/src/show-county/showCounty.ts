import { MOBILE_QUERY, matchesNow } from '../lib/dom/breakpoints';
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

/** Selects a county that a search or a position found and centres the map on it. */
export function showCounty(key: string): void {
  useAppStore.getState().focusCounty(key);
  closeDrawerOnPhone();
}

/** Opens the card of a census tract that a search or a position found, as a link to it does (focusTract). */
export function showTract(geoid: string): void {
  useAppStore.getState().focusTract(geoid);
  closeDrawerOnPhone();
}
