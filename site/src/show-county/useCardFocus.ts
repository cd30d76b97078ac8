import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { MOBILE_QUERY, matchesNow } from '../lib/dom/breakpoints';
import { MAP_ID, SIDEBAR_ID } from '../lib/dom/domIds';
import { useAppStore } from '../store/appStore';
import { selectCardFocusRequest } from '../store/selectors';

// Where a search or "Use my location" picks an area from: the header and the phone drawer (its own
// "Use my location"). Not a toast's offer: sonner gives focus back to where it was before the toast.
const PICKERS = `header, #${SIDEBAR_ID}`;

/** Where focus goes when the card closes: back where the area was picked, else the map. */
function restoreFocus(opener: Element | null): void {
  const target = opener instanceof HTMLElement && opener.isConnected && opener !== document.body ? opener : document.getElementById(MAP_ID);
  target?.focus();
}

/**
 * An area card's keyboard contract (a county's, a census tract's): an area found from the header or
 * the drawer (a search, "Use my location") moves focus to the card's heading, which a keyboard user
 * would otherwise reach through the whole sidebar, and so does an area opened by Enter on the map (its
 * keyboard path); a click on the map leaves focus on the map. Escape
 * closes the card, as the returned close does, and focus goes back to where the area was picked.
 */
export function useCardFocus(
  areaId: string | null,
  /** The store's latest request to show a found area (its id as key, a new seq each time), or null. */
  foundRequest: { key: string | null; seq: number } | null,
  card: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
  clearSelection: () => void,
): () => void {
  const opener = useRef<Element | null>(null);

  useLayoutEffect(() => {
    const active = document.activeElement;
    if (areaId !== null && !card.current?.contains(active)) opener.current = active;
  }, [areaId, card]);

  // A found area comes as a focus request; before paint, so the heading has focus in the frame the
  // card appears in. Only from a picker: a shared link or Back leaves focus where it is.
  useLayoutEffect(() => {
    if (foundRequest === null || foundRequest.key !== areaId) return;
    if (document.activeElement?.closest(PICKERS)) heading.current?.focus();
  }, [foundRequest, areaId, heading]);

  // Once per request: the same area picked again later by a click leaves focus on the map.
  const openedByKeyboard = useAppStore(selectCardFocusRequest);
  const focusedFor = useRef(0);
  useLayoutEffect(() => {
    if (openedByKeyboard === null || openedByKeyboard.key !== areaId || openedByKeyboard.seq === focusedFor.current) return;
    focusedFor.current = openedByKeyboard.seq;
    heading.current?.focus();
  }, [openedByKeyboard, areaId, heading]);

  const close = useCallback(() => {
    clearSelection();
    restoreFocus(opener.current);
    opener.current = null;
  }, [clearSelection]);

  const open = areaId !== null;
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
