import { toast } from 'sonner';
import { MOBILE_QUERY, matchesNow } from '../../lib/breakpoints';
import { useAppStore } from '../../store/appStore';
import { searchToast, type SearchResult } from './search';

/** Tells the user the outcome of a search and shows the hit on the map. */
export function showSearchResult(result: SearchResult): void {
  const message = searchToast(result);
  if (message.variant === 'destructive') toast.error(message.title, { description: message.description });
  else toast(message.title, { description: message.description });
  if (!result.match) return;
  const state = useAppStore.getState();
  state.focusCounty(result.match.key);
  // The open drawer would hide the county that was just found.
  if (matchesNow(MOBILE_QUERY)) state.setSidebarOpen(false);
}
