import { useCallback, useSyncExternalStore } from 'react';
import { matchesNow } from './breakpoints';

/** Live media query result. Reports false on the server so a prerendered shell hydrates as the desktop layout. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesNow(query),
    () => false,
  );
}
