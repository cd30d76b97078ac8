import { useEffect, useRef } from 'react';

/**
 * Gives an open dialog one history entry of its own, so the phone's Back button closes it instead of
 * leaving the page. The entry keeps the page's address; closing the dialog any other way takes the
 * entry back off, so Back afterwards goes where it went before the dialog opened.
 *
 * `closedAddress` is the page's address once the dialog is closed. The entry beneath the dialog's
 * is given it when the dialog opened from a link that names the dialog (a shared compare link in a
 * fresh tab): going back to that entry would open the dialog again, and × or Escape would seem dead.
 */
export function useBackCloses(close: () => void, closedAddress?: () => string): void {
  const latestClose = useRef(close);
  latestClose.current = close;
  const beneath = useRef(closedAddress);
  useEffect(() => {
    // Unique across page loads too: history.state outlives a reload.
    const dialog = `${Date.now()}-${Math.random()}`;
    const here = window.location.href;
    const closed = beneath.current && new URL(beneath.current(), here).href;
    if (closed && closed !== here) window.history.replaceState(window.history.state, '', closed);
    window.history.pushState({ ...(window.history.state as object | null), dialog }, '', here);
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
