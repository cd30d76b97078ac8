import { useCallback } from 'react';
import { useAppStore } from '../../store/appStore';
import { searchCounties } from './search';
import { showSearchResult } from './showSearchResult';

/** Runs a search over the counties of the view being shown and shows its outcome. */
export function useCountySearch(): (text: string) => void {
  return useCallback((text: string) => {
    const result = searchCounties(useAppStore.getState().counties, text);
    if (result) showSearchResult(result);
  }, []);
}
