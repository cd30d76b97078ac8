import { useSyncExternalStore } from 'react';
import { HOME } from '../lib/i18n/lang';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/** The current path; the language's home ("/", "/es/") while prerendering, where there is no window. */
export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => HOME,
  );
}
