import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { SITE_ID_FORMAT, SITE_PARAMETER, typedId } from '../lib/data/cardLink';
import { CARD_PREVIEW_ID } from '../lib/dom/domIds';
import { GEOGRAPHIES } from '../lib/shapes/geographies';
import { hasAreas, type Geography } from '../lib/shapes/geography';
import { useAppStore } from '../store/appStore';
import { selectDataView } from '../store/selectors';
import { LINK_PARAMETERS } from '../store/urlState';
import { VIEWS } from '../views/views';
import { CARD_COMING_ATTRIBUTE, EARLY_CARD_TIMING } from './earlyCardPainted';

/**
 * The geographies whose cards the build writes, in the manifest's order, which is also the link's:
 * a link naming a county and a tract opens the county (store/urlState.ts). A geography the build has
 * no areas of (no census tracts outside California) has none.
 */
export const CARD_GEOGRAPHIES: readonly Geography[] = GEOGRAPHIES.filter(hasAreas);

/** A kind of card the build writes ahead: a geography's area's, or a Superfund site's. */
export type CardKind = Pick<Geography, 'id' | 'linkParameter' | 'idLength' | 'idPattern'>;

/** The Superfund sites' cards, which the build writes in a view that shows the sites. */
export const SITE_CARDS: CardKind = { id: 'site', linkParameter: SITE_PARAMETER, ...SITE_ID_FORMAT };

/** Where the build writes a card in a view, beside the map page: card/measured/county/06019.html, card/measured/site/NC6170022580.html. */
export const cardPagePath = (view: string, kind: string, id: string): string => `card/${view}/${kind}/${id}.html`;

/** What the inline script needs to know, as data: it runs before any module. */
interface CardPreviewLink {
  viewParameter: string;
  /**
   * CARD_GEOGRAPHIES, then SITE_CARDS (a link has an area or a site), each with the views the build
   * wrote its cards in, by id: those with cards built ahead (DataView.cardPages), for the sites those
   * that show them.
   */
  kinds: (CardKind & { views: string[] })[];
  /** Parameters that make the app's card differ from the one built: the link's own layers. */
  changing: string[];
  /** cardPagePath with a view "{view}", a kind "{kind}" and an id "{id}". */
  path: string;
  slot: string;
  /** The attribute of the slot once the app's card has taken its place: nothing is painted there any more. */
  taken: string;
  /** The attribute of <html> that keeps a press on the card until the app's card replays it. */
  pressed: string;
  /** The attribute of <html> while the card is on its way (earlyCardPainted.ts). */
  coming: string;
  /** The Element Timing identifier of the card's heading, by which the page knows it has painted. */
  timing: string;
}

/**
 * The inline script's work for an area's or a site's link in a view with cards built ahead: fetches
 * the card and puts it in its slot, where it paints before the app runs; the app's own card replaces
 * it with the same HTML. Self-contained (it is written into the page as text), so typedId comes
 * as an argument. An id the build has no card for answers 404 and leaves the slot empty, as does any
 * failure: the app then opens the card, or says that nothing has the code, as without it.
 */
export function fetchCardPreview(search: string, link: CardPreviewLink, typedIdOf: typeof typedId): Promise<void> {
  const params = new URLSearchParams(search);
  const view = params.getAll(link.viewParameter).at(-1);
  const kind = link.kinds.find((candidate) => params.get(candidate.linkParameter)?.trim());
  const id = kind && typedIdOf(kind, params.get(kind.linkParameter));
  if (!view || !kind || !kind.views.includes(view) || !id || !new RegExp(kind.idPattern).test(id)) return Promise.resolve();
  if (link.changing.some((parameter) => params.has(parameter))) return Promise.resolve();
  const path = link.path.replace('{view}', view).replace('{kind}', kind.id).replace('{id}', id);
  document.documentElement.setAttribute(link.coming, '');
  return fetch(path, { priority: 'high' })
    .then((answer) => (answer.ok ? answer.text() : ''))
    .then((html) => {
      const place = () => {
        const slot = document.getElementById(link.slot);
        if (slot && !slot.hasChildNodes() && !slot.hasAttribute(link.taken)) {
          slot.innerHTML = html;
          slot.querySelector('h2')?.setAttribute('elementtiming', link.timing);
          // Kept from the press's start: a tap that starts here may end on the app's card, which the
          // browser then takes for no click at all. Heard on the document, ahead of React, which
          // holds back a press on the page while it hydrates.
          const press = (event: Event) => {
            const button = (event.target as Element).closest('button');
            if (button && slot.contains(button)) document.documentElement.setAttribute(link.pressed, `${id}:${[...slot.querySelectorAll('button')].indexOf(button)}`);
          };
          document.addEventListener('pointerdown', press, true);
          document.addEventListener('click', press, true);
        }
        return Boolean(slot);
      };
      // Not at DOMContentLoaded, which waits for the module scripts: the slot is there once the
      // body is parsed, when the state turns "interactive".
      if (html && !place() && document.readyState === 'loading') document.addEventListener('readystatechange', place, { once: true });
    })
    .catch(() => {})
    // The page's scripts run once the body is parsed, when a card that came earlier has been placed.
    .finally(() => document.documentElement.removeAttribute(link.coming));
}

/** Set on <html> by the inline script when the card it painted is pressed: "<area id>:<button's place>". */
const PRESSED_ATTRIBUTE = 'data-card-pressed';
/** Set on the slot when an app's card has taken its place. */
const TAKEN_ATTRIBUTE = 'data-taken';

/**
 * The place among the card's buttons of the one pressed on the card built ahead of this area,
 * before the app ran, taken once: the app's card, the same HTML, presses its button in that place,
 * so a press made while the page was still its HTML is not lost.
 */
export function takeEarlyPress(areaId: string): number | null {
  const root = document.documentElement;
  const [pressedArea, place] = root.getAttribute(PRESSED_ATTRIBUTE)?.split(':') ?? [];
  root.removeAttribute(PRESSED_ATTRIBUTE);
  return pressedArea === areaId && place !== undefined ? Number(place) : null;
}

/**
 * Presses the button of the app's card that was pressed on the card built ahead, and keeps that
 * press's own click, if it ends on the same button once the app's card is there, from pressing it a
 * second time. Returns what stops waiting for that click.
 */
export function replayEarlyPress(button: HTMLElement): () => void {
  button.click();
  const swallow = (event: MouseEvent) => {
    if (event.isTrusted && button.contains(event.target as Node)) {
      event.stopPropagation();
      event.preventDefault();
    }
    stop();
  };
  const timer = setTimeout(() => stop(), TRAILING_CLICK_MS);
  const stop = () => {
    clearTimeout(timer);
    document.removeEventListener('click', swallow, true);
  };
  document.addEventListener('click', swallow, true);
  return stop;
}

/** How long after the replay the press's own click may still come: a busy phone delays it this much at most. */
const TRAILING_CLICK_MS = 1000;

/** Empties the slot for good: an app's card (or none, for an area that does not exist) takes its place. */
export function retireEarlyCard(): void {
  const slot = document.getElementById(CARD_PREVIEW_ID);
  slot?.setAttribute(TAKEN_ATTRIBUTE, '');
  slot?.replaceChildren();
}

/**
 * An area card's part in the early card (a county's, a census tract's): once the card shows its area,
 * the card built ahead leaves in the same frame, before the browser paints (a layout effect), and a
 * press made on it is made on the app's card.
 */
export function useEarlyCard(card: RefObject<HTMLElement | null>, shownArea: string | null): void {
  useLayoutEffect(() => {
    if (shownArea !== null) retireEarlyCard();
  }, [shownArea]);
  useEffect(() => {
    const place = shownArea === null ? null : takeEarlyPress(shownArea);
    const pressed = place === null ? undefined : card.current?.querySelectorAll('button')[place];
    return pressed ? replayEarlyPress(pressed) : undefined;
  }, [card, shownArea]);
}

/** The views with cards built ahead (DataView.cardPages), by id; of them, with sites, those that show the sites. */
const cardViews = (sites: boolean): string[] => VIEWS.filter((view) => view.cardPages && (!sites || view.sites)).map((view) => view.id);

/** The inline script of the map pages (app/prerender.tsx) that paints an area's or a site's link's card early. */
export const cardPreviewScript = (): string => {
  const link: CardPreviewLink = {
    viewParameter: LINK_PARAMETERS.view,
    kinds: [
      ...CARD_GEOGRAPHIES.map(({ id, linkParameter, idLength, idPattern }) => ({ id, linkParameter, idLength, idPattern, views: cardViews(false) })),
      { ...SITE_CARDS, views: cardViews(true) },
    ],
    changing: [LINK_PARAMETERS.layers],
    path: cardPagePath('{view}', '{kind}', '{id}'),
    slot: CARD_PREVIEW_ID,
    taken: TAKEN_ATTRIBUTE,
    pressed: PRESSED_ATTRIBUTE,
    coming: CARD_COMING_ATTRIBUTE,
    timing: EARLY_CARD_TIMING,
  };
  return `(${fetchCardPreview.toString()})(location.search,${JSON.stringify(link)},${typedId.toString()})`;
};

// React leaves an element's inner HTML as it finds it when hydrating, so the card the script put
// there stays until an app's card retires it.
const EMPTY = { __html: '' };

/**
 * The slot the inline script fills, in a view with cards built ahead: no box of its own, so the card
 * inside is placed as the app's card is. It stays, emptied, once the app's card has come.
 */
export function CardPreviewSlot() {
  const view = useAppStore(selectDataView);
  const measuredFailed = useAppStore((s) => s.measuredStatus === 'error');
  if (!view.cardPages || measuredFailed) return null;
  return <div id={CARD_PREVIEW_ID} className="card-preview" dangerouslySetInnerHTML={EMPTY} suppressHydrationWarning />;
}
