import { useCallback } from 'react';
import type { County } from '../../lib/counties';
import { useAppStore } from '../../store/appStore';
import { isFiveDigits, searchCounties } from './search';
import { showSearchResult, showToast } from './showSearchResult';
import { zipFailedToast } from './zipToasts';

/**
 * Runs a search over the counties of the view being shown and shows its outcome. Five digits that
 * are no county code of the view are looked up as a ZIP. Resolves to the counties to choose from
 * when a ZIP spans several, otherwise to none.
 */
export function useCountySearch(): (text: string) => Promise<readonly County[]> {
  return useCallback(async (text: string) => {
    const result = searchCounties(useAppStore.getState().counties, text);
    if (!result) return [];
    if (result.match || !isFiveDigits(result.query)) {
      showSearchResult(result);
      return [];
    }
    // The ZIP code is a chunk of its own, fetched with the first ZIP query.
    const zipSearch = await import('./searchZip').catch(() => null);
    if (zipSearch) return zipSearch.searchZip(result.query);
    showToast(zipFailedToast(result.query));
    return [];
  }, []);
}
