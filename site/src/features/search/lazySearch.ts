import type { CountyRecord } from '../../lib/counties';
import { toast } from '../../toasts/toast';

// runSearch and what only it needs (the toasts of states and of counties outside the view, the
// state's bounds) load with the first search, or when the search box is focused, not with the page.

/** Starts loading the search's code. */
export const preloadSearch = () => import('./runSearch');

/** runSearch (runSearch.ts), once its code is in; says so when that code cannot load. */
export async function search(text: string): Promise<readonly CountyRecord[]> {
  const code = await preloadSearch().catch(() => null);
  if (code) return code.runSearch(text);
  toast.error('Search Failed', { description: 'The search could not load. Please check your connection and try again.' });
  return [];
}

/** offerLinkedCounty (runSearch.ts), for the boot. */
export const offerLinkedCounty = (key: string): Promise<void> => preloadSearch().then((code) => code.offerLinkedCounty(key), () => {});
