import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { MOBILE_QUERY, matchesNow } from '../../lib/dom/breakpoints';
import { MAP_ID, SIDEBAR_ID } from '../../lib/dom/domIds';
import { useAppStore } from '../../store/appStore';
import { selectFocusRequest } from '../../store/selectors';

// Where a search or "Use my location" picks a county from: the header and the phone drawer (its own
// "Use my location"). Not a toast's offer: sonner gives focus back to where it was before the toast.
const PICKERS = `header, #${SIDEBAR_ID}`;

/** Where focus goes when the card closes: back where the county was picked, else the map. */
function restoreFocus(opener: Element | null): void {
  const target = opener instanceof HTMLElement && opener.isConnected && opener !== document.body ? opener : document.getElementById(MAP_ID);
  target?.focus();
}

/**
 * The card's keyboard contract: a county found from the header or the drawer (a search, "Use my
 * location") moves focus to the card's heading, which a keyboard user would otherwise reach through
 * the whole sidebar; a click on the map leaves focus on the map. Escape closes the card, as the
 * returned close does, and focus goes back to where the county was picked.
 */
export function useCardFocus(
  countyKey: string | null,
  card: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
  clearSelection: () => void,
): () => void {
  const opener = useRef<Element | null>(null);
  const focusRequest = useAppStore(selectFocusRequest);

  useLayoutEffect(() => {
    const active = document.activeElement;
    if (countyKey !== null && !card.current?.contains(active)) opener.current = active;
  }, [countyKey, card]);

  // A found county comes as a focus request; before paint, so the heading has focus in the frame the
  // card appears in. Only from a picker: a shared link or Back leaves focus where it is.
  useLayoutEffect(() => {
    if (focusRequest === null || focusRequest.key !== countyKey) return;
    if (document.activeElement?.closest(PICKERS)) heading.current?.focus();
  }, [focusRequest, countyKey, heading]);

  const close = useCallback(() => {
    clearSelection();
    restoreFocus(opener.current);
    opener.current = null;
  }, [clearSelection]);

  const open = countyKey !== null;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // An open dialog (the report) and the phone drawer close themselves first, wherever focus is:
      // after a compare is picked, the search box that had it is gone.
      if (document.querySelector('dialog[open]')) return;
      if (useAppStore.getState().sidebarOpen && matchesNow(MOBILE_QUERY)) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return close;
}
