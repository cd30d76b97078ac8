import { toast } from '../../toasts/toast';
import { showCounty } from '../../show-county/showCounty';
import { searchToast, type SearchResult, type SearchToast } from './resultToast';

/** Shows a search message; an action is a button in the toast. */
export function showToast(message: SearchToast, action?: { label: string; onClick: () => void }): void {
  if (message.variant === 'destructive') toast.error(message.title, { description: message.description });
  else toast(message.title, { description: message.description, action });
}

/** Tells the user the outcome of a search and shows the hit on the map. */
export function showSearchResult(result: SearchResult): void {
  showToast(searchToast(result));
  if (result.match) showCounty(result.match.key);
}
