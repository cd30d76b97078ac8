import type { CountyRecord } from '../../lib/counties';
import { defineMessages, text } from '../../lib/i18n/messages';
import { toast } from '../../toasts/toast';

// runSearch and what only it needs (the toasts of states and of counties outside the view, the
// state's bounds) load with the first search, or when the search box is focused, not with the page.

const messages = defineMessages({
  failed: { id: 'search.failed', defaultMessage: 'Search Failed' },
  failedText: { id: 'search.failedText', defaultMessage: 'The search could not load. Please check your connection and try again.' },
});

/** Starts loading the search's code. */
export const preloadSearch = () => import('./runSearch');

/** runSearch (runSearch.ts), once its code is in; says so when that code cannot load. */
export async function search(query: string): Promise<readonly CountyRecord[]> {
  const code = await preloadSearch().catch(() => null);
  if (code) return code.runSearch(query);
  toast.error(text(messages.failed), { description: text(messages.failedText) });
  return [];
}

/** offerLinkedCounty (runSearch.ts), for the boot. */
export const offerLinkedCounty = (key: string): Promise<void> => preloadSearch().then((code) => code.offerLinkedCounty(key), () => {});
