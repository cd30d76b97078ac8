import { defineMessages, text } from '../../lib/i18n/messages';
import { onDemand } from '../../lib/data/onDemand';
import { toast } from '../../toasts/toast';
import type { Suggestion } from './outcome/suggestion';
import type { Area } from '../../lib/data/area';

// The search's code (engine.ts and all under it) loads when the search box is focused or typed in,
// or with the first search, never with the page; its data (the index, a piece, a ZIP's file) when a
// query needs it.

const messages = defineMessages({
  failed: { id: 'search.failed', defaultMessage: 'Search Failed' },
  failedText: { id: 'search.failedText', defaultMessage: 'The search could not load. Please check your connection and try again.' },
});

export const searchEngine = onDemand(() => import('./engine'));

/** Says that the search's code or its index could not load. */
export const searchFailed = (): void => void toast.error(text(messages.failed), { description: text(messages.failedText) });

/** Runs a search (outcome/runSearch.ts) once the code is in; says so when it cannot load. Resolves to the options it lists. */
export async function search(query: string): Promise<readonly Suggestion[]> {
  const engine = await searchEngine.load().catch(() => null);
  if (engine) return engine.runSearch(query);
  searchFailed();
  return [];
}

/** An area of a link that the view does not have (outcome/linkedArea.ts), for the boot. */
export const offerLinkedArea = (area: Area): Promise<void> => searchEngine.load().then((engine) => engine.offerLinkedArea(area), () => {});
