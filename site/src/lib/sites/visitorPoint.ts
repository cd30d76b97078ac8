import type { Area } from '../data/area';
import { defineMessages, text } from '../i18n/messages';
import type { LatLon } from './nearest';

/**
 * A point the visitor gave: the place a search opened (its internal point), or their own position.
 * It stays in the page, never in the link: the card of the area opened for it measures the nearest
 * Superfund site from it, where a shared link measures from the area's own point.
 */
export interface VisitorPoint extends LatLon {
  /** The place searched, as the search names it ("Fresno, CA"); null for the visitor's position. */
  place: string | null;
  /** The area opened for the point. */
  area: Area;
}

const messages = defineMessages({
  fromPlace: { id: 'sites.nearestToPlace', defaultMessage: 'Nearest to {place}, the place you searched: {name}, {km, number} km away.' },
  fromPosition: { id: 'sites.nearestToPosition', defaultMessage: 'Nearest to your location: {name}, {km, number} km away.' },
});

/** "Nearest to Fresno, CA, the place you searched: …, 2.1 km away.", or "to your location". */
export const visitorNearestText = (point: Pick<VisitorPoint, 'place'>, nearest: { name: string; km: number }): string =>
  point.place === null ? text(messages.fromPosition, nearest) : text(messages.fromPlace, { ...nearest, place: point.place });
