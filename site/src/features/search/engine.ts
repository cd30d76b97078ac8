import type { CountyRecord } from '../../lib/data/counties';
import { searchIndex } from './data/searchData';
import { prepareCounties } from './readings/specificationRule';

// The search's code, loaded on demand (searchEngine.ts): what the box, the phone's prompt and the
// boot call.

export { runSearch } from './outcome/runSearch';
export { showChosen, suggestionsFor } from './outcome/suggestions';
export { offerLinkedArea } from './outcome/linkedArea';

/** Gets ready for the first keystroke: the view's counties folded, the index on its way. */
export function prepare(counties: readonly CountyRecord[]): void {
  prepareCounties(counties);
  void searchIndex().catch(() => {});
}
