import { nameWords } from '../query/fold';
import { countyType, type Reading } from '../readings/reading';

/** A county reading as the index gives it. */
export const county = (name: string, state: string, fips: string, people: number): Reading => ({
  kind: 'county',
  name,
  words: nameWords(name),
  state,
  county: fips,
  people,
  type: countyType(fips, state),
});

/** A place (or subdivision) reading as a piece gives it. */
export const place = (name: string, state: string, fips: string, people: number | null, type = 'city', kind: 'place' | 'subdivision' = 'place'): Reading => ({
  kind,
  name,
  words: nameWords(name),
  state,
  county: fips,
  people,
  type,
});
