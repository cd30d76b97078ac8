import { isIndependentCity } from '../../../lib/data/countyNames';

/** What a query may mean: a county, a place or a county subdivision (a New York borough or town). */
export type ReadingKind = 'county' | 'place' | 'subdivision';

export interface Reading {
  kind: ReadingKind;
  /** As the page shows it: "Springfield", "Brooklyn", "Harris". */
  name: string;
  /** The name's words as the search compares them (query/fold.ts nameWords). */
  words: readonly string[];
  /** Postal code ("TX"). */
  state: string;
  /** FIPS code of the county a search for it opens: its own for a county. */
  county: string;
  /** Its own population (a place's 2020 count, never its county's); null for a place the 2020 census did not count. */
  people: number | null;
  /**
   * What kind of county, place or subdivision it is, for a query's kind word (readings/kinds.ts): the
   * Census's type word of a place or subdivision ("city", "borough", "CDP"), countyType of a county.
   */
  type: string;
  /** A place's census tract: the one of its county holding its point (datagen/API.md); absent where none does or the county has none. */
  tract?: TractName;
  /** Where a place's point is: the key of the piece it was read from and its place there (/api/place-points/<key>); absent for others. */
  pointAt?: { key: string; index: number };
}

/** A census tract as a search names it: its GEOID and its number ("49.01"). */
export interface TractName {
  id: string;
  name: string;
}

/** A state as a query may name it. */
export interface SearchState {
  /** Postal code ("TX"). */
  code: string;
  /** The English name, as the data writes it (the counties' and ZIPs' files). */
  name: string;
  /** The name the page's messages say: on the Spanish page its Spanish name (Nueva York), where it has one. */
  shown: string;
  /** Each of its names folded, the English and the Spanish ones ("new york", "nueva york"). */
  folded: readonly string[];
}

/**
 * What a county is called where it is: an independent city, a parish (Louisiana), a borough (Alaska,
 * whose census areas and municipality count as its boroughs), a municipio (Puerto Rico), else a county.
 */
export function countyType(fips: string, state: string): string {
  if (isIndependentCity(fips)) return 'city';
  if (state === 'LA') return 'parish';
  if (state === 'AK') return 'borough';
  if (state === 'PR') return 'municipio';
  return 'county';
}
