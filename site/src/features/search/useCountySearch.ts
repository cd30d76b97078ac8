import { useCallback } from 'react';
import { toast } from 'sonner';
import { MOBILE_QUERY, matchesNow } from '../../lib/breakpoints';
import { useAppStore } from '../../store/appStore';
import { searchCounties, searchToast } from './search';

/** Runs a search over the loaded counties, tells the user the outcome and shows the hit on the map. */
export function useCountySearch(): (text: string) => void {
  return useCallback((text: string) => {
    const state = useAppStore.getState();
    const result = searchCounties(state.counties, text);
    if (!result) return;
    const message = searchToast(result);
    if (message.variant === 'destructive') toast.error(message.title, { description: message.description });
    else toast(message.title, { description: message.description });
    if (!result.match) return;
    state.focusCounty(result.match.key);
    // The open drawer would hide the county that was just found.
    if (matchesNow(MOBILE_QUERY)) state.setSidebarOpen(false);
  }, []);
}
