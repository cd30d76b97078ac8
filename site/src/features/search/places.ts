/** The place search's data: /api/places/<key> (datagen/API.md), one small file per key of a name's words. */

import { API_PATHS } from '../../lib/apiPaths';
import { fold } from './normalize';

/** A county a piece names: for a place's label and county, and to rank counties by people. */
export interface PlaceCounty {
  name: string;
  /** Postal code ("IL"). */
  state: string;
  population: number;
}

/** A Census place: its name without the Gazetteer's type word ("Springfield"), state, county and people. */
export interface Place {
  name: string;
  state: string;
  /** FIPS code of the county whose outline holds the place's internal point (site/vite/places/). */
  county: string;
  /** The Census estimate; null for a census-designated place, which has none. */
  population: number | null;
}

export interface PlacePiece {
  counties: Record<string, PlaceCounty>;
  places: Place[];
}

/** How many leading letters of a word name its piece. */
export const PLACE_KEY_LENGTH = 3;

/** The words of a folded name ("port st lucie" -> port, st, lucie). */
export const nameWords = (folded: string): string[] => folded.split(/[ ,]+/).filter((w) => w !== '');

/** The piece a word is listed in: its first three letters ("springfield" -> spr), or the whole of a shorter word. */
export const wordKey = (word: string): string => word.slice(0, PLACE_KEY_LENGTH);

/**
 * The piece that holds every place and county a query can find by a word of its name: the key of
 * the query's first word. null while that word is shorter than a key and may still grow ("sp").
 */
export function queryKey(text: string): string | null {
  const folded = fold(text);
  const first = nameWords(folded)[0];
  if (!first) return null;
  if (first.length >= PLACE_KEY_LENGTH) return wordKey(first);
  return folded.length > first.length ? first : null;
}

export const placePiecePath = (key: string): string => API_PATHS.placePieces + key;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * Reads a piece as the API documents it: counties as FIPS -> [name, state, population], places as
 * [name, state, county FIPS, population or null]. Anything else is left out.
 */
export function parsePlacePiece(answer: unknown): PlacePiece {
  const piece: PlacePiece = { counties: {}, places: [] };
  if (!isRecord(answer) || !isRecord(answer.counties) || !Array.isArray(answer.places)) return piece;
  for (const [fips, c] of Object.entries(answer.counties)) {
    if (Array.isArray(c) && typeof c[0] === 'string' && typeof c[1] === 'string' && isCount(c[2])) {
      piece.counties[fips] = { name: c[0], state: c[1], population: c[2] };
    }
  }
  for (const p of answer.places) {
    if (!Array.isArray(p) || typeof p[0] !== 'string' || typeof p[1] !== 'string' || typeof p[2] !== 'string') continue;
    if (!(p[2] in piece.counties) || !(p[3] === null || isCount(p[3]))) continue;
    piece.places.push({ name: p[0], state: p[1], county: p[2], population: p[3] });
  }
  return piece;
}
