import type { Map as LeafletMap } from 'leaflet';
import { matchesNow, REDUCED_MOTION_QUERY } from '../../../lib/dom/breakpoints';
import { nearestArea, nextArea, type Direction, type PlacedArea } from './areaSteps';
import { areaSources, type AreaSource } from './keyboardAreas';

const DIRECTIONS: Readonly<Record<string, Direction>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };
const PAN: Readonly<Record<Direction, readonly [number, number]>> = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] };
/** One zoom step a press, as the Zoom In and Zoom Out buttons: Leaflet's own handler takes Shift (a "+") for three. */
const ZOOMS: Readonly<Record<string, number>> = { '+': 1, '=': 1, '-': -1 };

/** The keyboard's place on a map: the area it is on, acted on by the keys pressed on the map. */
export interface StepOnMap {
  /** Acts on a key pressed on the map; false for a key it leaves to others. */
  key: (key: string, shift: boolean) => boolean;
  /** Hides the area it is on, and keeps it (the map lost focus). */
  pause: () => void;
  /** Shows the area it was on again while a drawing still offers it (the map has focus again). */
  resume: () => void;
}

interface Place {
  source: AreaSource;
  id: string;
}

/**
 * Steps through the areas the map's drawings offer (keyboardAreas.ts) whose points are in view: an
 * arrow moves to the nearest one that way (areaSteps.ts), the first press to the one nearest the
 * middle; where none lies that way the map pans, as Leaflet's arrows do, to bring more into view.
 * Enter opens the area's card; Escape lets the area go; + and − zoom. say hears each area's words for screen readers.
 */
export function stepOnMap(map: LeafletMap, say: (words: string) => void): StepOnMap {
  let current: Place | null = null;
  const offered = (place: Place | null): place is Place => place !== null && areaSources(map).includes(place.source);

  const inView = () => {
    const size = map.getSize();
    const placed: PlacedArea[] = [];
    const sourceOf = new Map<string, AreaSource>();
    for (const source of areaSources(map))
      for (const { id, latLng } of source.areas()) {
        const { x, y } = map.latLngToContainerPoint(latLng);
        if (x < 0 || y < 0 || x > size.x || y > size.y) continue;
        placed.push({ id, x, y });
        sourceOf.set(id, source);
      }
    return { placed, sourceOf, middle: size.divideBy(2) };
  };

  const moveTo = (next: Place | null) => {
    if (offered(current) && current.source !== next?.source) current.source.show(null);
    current = next;
    say(next ? next.source.label(next.id) : '');
    next?.source.show(next.id);
  };

  const step = (direction: Direction, shift: boolean) => {
    const { placed, sourceOf, middle } = inView();
    const from = offered(current) && sourceOf.get(current.id) === current.source ? placed.find((area) => area.id === current!.id) : undefined;
    const next = from ? nextArea(placed, from, direction) : nearestArea(placed, middle.x, middle.y);
    if (next) {
      moveTo({ source: sourceOf.get(next.id)!, id: next.id });
      return;
    }
    const delta = (map.options.keyboardPanDelta ?? 80) * (shift ? 3 : 1);
    const [dx, dy] = PAN[direction];
    map.panBy([dx * delta, dy * delta], { animate: !matchesNow(REDUCED_MOTION_QUERY) });
  };

  return {
    key(key, shift) {
      const direction = DIRECTIONS[key];
      if (direction) step(direction, shift);
      else if (key in ZOOMS) map.setZoom(map.getZoom() + ZOOMS[key]!, { animate: !matchesNow(REDUCED_MOTION_QUERY) });
      else if ((key === 'Enter' || key === ' ') && offered(current)) current.source.open(current.id);
      else if (key === 'Escape' && current !== null) moveTo(null);
      else return false;
      return true;
    },
    pause() {
      if (offered(current)) current.source.show(null);
    },
    resume() {
      if (offered(current)) moveTo(current);
    },
  };
}
