import { useEffect, useRef } from 'react';

/**
 * Gives an open dialog one history entry of its own, so the phone's Back button closes it instead of
 * leaving the page. The entry keeps the page's address; closing the dialog any other way takes the
 * entry back off, so Back afterwards goes where it went before the dialog opened.
 */
export function useBackCloses(close: () => void): void {
  const latestClose = useRef(close);
  latestClose.current = close;
  useEffect(() => {
    // Unique across page loads too: history.state outlives a reload.
    const dialog = `${Date.now()}-${Math.random()}`;
    window.history.pushState({ ...(window.history.state as object | null), dialog }, '', window.location.href);
    const ownEntry = () => (window.history.state as { dialog?: string } | null)?.dialog === dialog;
    const onPopState = () => {
      if (!ownEntry()) latestClose.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (ownEntry()) window.history.back();
    };
  }, []);
}
