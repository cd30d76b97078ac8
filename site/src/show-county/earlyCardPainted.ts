import { CARD_PREVIEW_ID } from '../lib/dom/domIds';
import { painted } from '../lib/dom/painted';

// The inline script marks <html> while it fetches an area link's card built ahead (cardPreview.tsx),
// and unmarks it once the card is in its slot or will not come. This module stays small and
// storeless: the page's first script waits on it.

/** The attribute of <html> while the card built ahead is on its way. */
export const CARD_COMING_ATTRIBUTE = 'data-card-coming';
/** The Element Timing identifier the inline script gives the heading of the card it placed. */
export const EARLY_CARD_TIMING = 'early-card';

/**
 * The longest the page's requests wait for the card: a card that never shows (a request that stalls,
 * a heading outside the viewport, whose paint the browser never reports) must not keep the app from
 * starting. On slow 4G at 4x CPU the card is on the screen in 1.1-2.0 s (site/bench/README.md).
 */
const LONGEST_WAIT_MS = 3000;

/** Whether the slot holds a card the page painted before the app ran, which no app's card has replaced yet. */
export const earlyCardShown = (): boolean => document.getElementById(CARD_PREVIEW_ID)?.hasChildNodes() ?? false;

/**
 * Resolves once the card's heading is on the screen, as the browser reports it (Element Timing); two
 * frames on, where the browser does not report it. A frame's callbacks can run before the frame that
 * shows the card is presented: the page's requests then began before the card's paint, and
 * Lighthouse counted them all in its time (site/bench/README.md).
 */
function cardOnScreen(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes.includes('element')) return painted();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === EARLY_CARD_TIMING)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'element', buffered: true });
  });
}

/** Resolves once the inline script has placed the card or given up on it. */
function cardArrived(): Promise<void> {
  const root = document.documentElement;
  if (!root.hasAttribute(CARD_COMING_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.hasAttribute(CARD_COMING_ATTRIBUTE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [CARD_COMING_ATTRIBUTE] });
  });
}

/**
 * Resolves once the card built ahead for the link has painted: at once where none is coming, as soon
 * as it will not come, and after LONGEST_WAIT_MS at the latest.
 */
export function earlyCardPainted(): Promise<void> {
  // A card that came while the body was parsed was placed before this script ran, but may not have painted yet.
  if (!document.documentElement.hasAttribute(CARD_COMING_ATTRIBUTE) && !earlyCardShown()) return Promise.resolve();
  const shown = cardArrived().then(() => (earlyCardShown() ? cardOnScreen() : undefined));
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS))]);
}
