import { toast } from '../toasts/toast';
import { MOBILE_QUERY, matchesNow } from '../../lib/breakpoints';
import { useAppStore } from '../../store/appStore';
import { searchToast, type SearchResult, type SearchToast } from './search';

/** Shows a search message; an action is a button in the toast. */
export function showToast(message: SearchToast, action?: { label: string; onClick: () => void }): void {
  if (message.variant === 'destructive') toast.error(message.title, { description: message.description });
  else toast(message.title, { description: message.description, action });
}

/** On a phone, closes the drawer, which would hide what a search just found. */
export function closeDrawerOnPhone(): void {
  if (matchesNow(MOBILE_QUERY)) useAppStore.getState().setSidebarOpen(false);
}

/** Selects a county found by a search and centres the map on it. */
export function showCounty(key: string): void {
  useAppStore.getState().focusCounty(key);
  closeDrawerOnPhone();
}

/** Tells the user the outcome of a search and shows the hit on the map. */
export function showSearchResult(result: SearchResult): void {
  showToast(searchToast(result));
  if (result.match) showCounty(result.match.key);
}
