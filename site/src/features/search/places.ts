/** The place search's data: /api/places/<key> (datagen/API.md), one small file per key of a name's words; read by placeSearch.ts. */

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

