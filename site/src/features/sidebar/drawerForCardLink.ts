import { cardParameters, linkOpensCard } from '../../lib/data/cardLink';
import { MOBILE_QUERY, matchesNow } from '../../lib/dom/breakpoints';
import { SIDEBAR_ID } from '../../lib/dom/domIds';

/** Set on <html> by the inline script for a card's link; sidebar.css then paints a phone's drawer shut. */
const CARD_LINK_ATTRIBUTE = 'data-card-link';

/**
 * The map page's inline script, in its <head> (app/prerender.tsx). The page is prerendered with the
 * drawer open, as the app starts on phones; a card's link shuts it only when the app runs, and a
 * module script runs after the first paint: until then the drawer covered the card's place, and then
 * slid out. Marked before the body is parsed, the page's first paint already has it shut.
 */
export const cardLinkScript = (): string =>
  `(${linkOpensCard.toString()})(location.search,${JSON.stringify(cardParameters())})&&document.documentElement.setAttribute(${JSON.stringify(CARD_LINK_ATTRIBUTE)},"")`;

/**
 * The first module takes over from the inline script's mark: the drawer's own state says shut, which
 * the app's state follows at hydration, and the mark goes, so the drawer opens again when asked.
 */
export function keepDrawerShutForCardLink(): void {
  const root = document.documentElement;
  if (!root.hasAttribute(CARD_LINK_ATTRIBUTE)) return;
  if (matchesNow(MOBILE_QUERY)) document.getElementById(SIDEBAR_ID)?.setAttribute('data-open', 'false');
  root.removeAttribute(CARD_LINK_ATTRIBUTE);
}
