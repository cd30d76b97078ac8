import { CARD_PREVIEW_ID } from '../../lib/dom/domIds';
import { COUNTY } from '../../lib/shapes/geographies';
import { typedAreaId, type Geography } from '../../lib/shapes/geography';
import { LINK_PARAMETERS } from '../../store/urlState';
import { VIEWS } from '../../views/views';

/** Where the build writes a county's card in a view, beside the map page: card/measured/06019.html. */
export const cardPagePath = (view: string, county: string): string => `card/${view}/${county}.html`;

/** What the inline script needs to know, as data: it runs before any module. */
interface CardPreviewLink {
  /** The views the build wrote cards for (DataView.cardPages), by id. */
  views: string[];
  viewParameter: string;
  county: Pick<Geography, 'id' | 'idLength' | 'idPattern'>;
  /** Parameters that make the app's card differ from the one built: the link's own layers. */
  changing: string[];
  /** cardPagePath with a view "{view}" and a county "{county}". */
  path: string;
  slot: string;
  /** The attribute of <html> that keeps a press on the card until the app's card replays it. */
  pressed: string;
}

/**
 * The inline script's work for a county's link in a view with cards built ahead: fetches the card
 * and puts it in its slot, where it paints before the app runs; the app's own card replaces it with
 * the same HTML. Self-contained (it is written into the page as text), so typedAreaId comes as an
 * argument. A county the build has no card for answers 404 and leaves the slot empty, as does any
 * failure: the app then opens the card, or says that no county has the code, as without it.
 */
export function fetchCardPreview(search: string, link: CardPreviewLink, typedId: typeof typedAreaId): Promise<void> {
  const params = new URLSearchParams(search);
  const view = params.getAll(link.viewParameter).at(-1);
  const county = typedId(link.county as Geography, params.get(link.county.id));
  if (!view || !link.views.includes(view) || !county || !new RegExp(link.county.idPattern).test(county)) return Promise.resolve();
  if (link.changing.some((parameter) => params.has(parameter))) return Promise.resolve();
  return fetch(link.path.replace('{view}', view).replace('{county}', county), { priority: 'high' })
    .then((answer) => (answer.ok ? answer.text() : ''))
    .then((html) => {
      const place = () => {
        const slot = document.getElementById(link.slot);
        if (slot && !slot.hasChildNodes()) {
          slot.innerHTML = html;
          // Kept from the press's start: a tap that starts here may end on the app's card, which the
          // browser then takes for no click at all. Heard on the document, ahead of React, which
          // holds back a press on the page while it hydrates.
          const press = (event: Event) => {
            const button = (event.target as Element).closest('button');
            if (button && slot.contains(button)) document.documentElement.setAttribute(link.pressed, `${county}:${[...slot.querySelectorAll('button')].indexOf(button)}`);
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
    .catch(() => {});
}

/** Set on <html> by the inline script when the card it painted is pressed: "<county>:<button's place>". */
const PRESSED_ATTRIBUTE = 'data-card-pressed';

/**
 * The place among the card's buttons of the one pressed on the card built ahead of this county,
 * before the app ran, taken once: the app's card, the same HTML, presses its button in that place,
 * so a press made while the page was still its HTML is not lost.
 */
export function takeEarlyPress(county: string): number | null {
  const root = document.documentElement;
  const [pressedCounty, place] = root.getAttribute(PRESSED_ATTRIBUTE)?.split(':') ?? [];
  root.removeAttribute(PRESSED_ATTRIBUTE);
  return pressedCounty === county && place !== undefined ? Number(place) : null;
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

/** The inline script of the map pages (app/prerender.tsx) that paints a county link's card early. */
export const cardPreviewScript = (): string => {
  const link: CardPreviewLink = {
    views: VIEWS.filter((view) => view.cardPages).map((view) => view.id),
    viewParameter: LINK_PARAMETERS.view,
    county: { id: COUNTY.id, idLength: COUNTY.idLength, idPattern: COUNTY.idPattern },
    changing: [LINK_PARAMETERS.layers],
    path: cardPagePath('{view}', '{county}'),
    slot: CARD_PREVIEW_ID,
    pressed: PRESSED_ATTRIBUTE,
  };
  return `(${fetchCardPreview.toString()})(location.search,${JSON.stringify(link)},${typedAreaId.toString()})`;
};

// React leaves an element's inner HTML as it finds it when hydrating, so the card the script put
// there stays until the app's card replaces the slot.
const EMPTY = { __html: '' };

/** The slot the inline script fills: no box of its own, so the card inside is placed as the app's card is. */
export function CardPreviewSlot() {
  return <div id={CARD_PREVIEW_ID} className="card-preview" dangerouslySetInnerHTML={EMPTY} suppressHydrationWarning />;
}
