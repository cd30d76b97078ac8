import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { MOBILE_QUERY, matchesNow } from '../../lib/breakpoints';
import { MAP_ID } from '../../lib/domIds';
import { useAppStore } from '../../store/appStore';

/** Where focus goes when the card closes: back where the county was picked, else the map. */
function restoreFocus(opener: Element | null): void {
  const target = opener instanceof HTMLElement && opener.isConnected && opener !== document.body ? opener : document.getElementById(MAP_ID);
  target?.focus();
}

/**
 * The card's keyboard contract: a county picked from the header (search box, phone search, "Use my
 * location") moves focus to the card's heading, a keyboard user would otherwise Tab through the
 * whole sidebar to reach it; Escape closes the card, as the returned close does, and focus goes
 * back to where the county was picked.
 */
export function useCardFocus(
  countyKey: string | null,
  card: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
  clearSelection: () => void,
): () => void {
  const opener = useRef<Element | null>(null);

  // Before paint, so the heading has focus in the frame the card appears in.
  useLayoutEffect(() => {
    if (countyKey === null) return;
    const active = document.activeElement;
    if (card.current?.contains(active)) return;
    opener.current = active;
    if (active?.closest('header')) heading.current?.focus();
  }, [countyKey, card, heading]);

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
      // The report dialog and the phone drawer close themselves first.
      if (event.target instanceof Element && event.target.closest('dialog')) return;
      if (useAppStore.getState().sidebarOpen && matchesNow(MOBILE_QUERY)) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return close;
}
