import type { NameQuery } from '../query/nameQuery';
import { kindAccepts } from './kinds';
import { NAME_SUBSTRING, nameRank, STATE_SUBSTRING } from './matchName';
import type { Reading, SearchState } from './reading';
import type { Typos } from './typos';

/** A reading a query may mean, with how well it matches (matchName.ts). */
export interface RankedReading {
  reading: Reading;
  rank: number;
}

// Of equal rank and people, a county before a place before a subdivision.
const KIND_ORDER = { county: 0, place: 1, subdivision: 2 } as const;

/** The shortest text the specification's rule looks for inside names. */
const SUBSTRING_LENGTH = 3;

/** What makes one reading the same as another, whichever piece it came in. */
const identity = (r: Reading) => `${r.kind}|${r.state}|${r.county}|${r.name}`;

/**
 * One ranked list of what a query may mean: the best match first (matchName.ts), and among equal
 * matches the reading with more people of its own; a place the 2020 census did not count after every
 * one it did. A reading is taken at its best over the ways of reading the query (nameQueries), each
 * with its qualifier, kind word and penalty. A county also matches by the specification's rule, last:
 * its name or its state's name holding the text, of three letters or more.
 */
export function rankReadings(
  candidates: Iterable<Reading>,
  queries: readonly NameQuery[],
  typos: Typos,
  states: readonly SearchState[],
): RankedReading[] {
  const plain = queries.find((q) => q.states === null && q.kind === null && q.penalty === 0);
  // One or two letters inside names and state names are most of the country: no hint of a place.
  const text = plain && plain.words.join(' ').length >= SUBSTRING_LENGTH ? plain.words.join(' ') : null;
  const statesHolding = new Set(text === null ? [] : states.filter((s) => s.code.toLowerCase().includes(text) || s.folded[0]!.includes(text)).map((s) => s.code));
  const best = new Map<string, RankedReading>();
  for (const reading of candidates) {
    let rank: number | null = null;
    for (const q of queries) {
      if ((q.states && !q.states.has(reading.state)) || (q.kind && !kindAccepts(q.kind, reading))) continue;
      const r = nameRank(reading.words, q.words, typos);
      if (r !== null && (rank === null || r + q.penalty < rank)) rank = r + q.penalty;
    }
    if (rank === null && reading.kind === 'county' && text !== null) {
      if (reading.words.join(' ').includes(text)) rank = NAME_SUBSTRING;
      else if (statesHolding.has(reading.state)) rank = STATE_SUBSTRING;
    }
    if (rank === null) continue;
    const key = identity(reading);
    const seen = best.get(key);
    if (!seen || rank < seen.rank) best.set(key, { reading, rank });
  }
  return [...best.values()].sort(
    (a, b) =>
      a.rank - b.rank ||
      (b.reading.people ?? -1) - (a.reading.people ?? -1) ||
      KIND_ORDER[a.reading.kind] - KIND_ORDER[b.reading.kind] ||
      (a.reading.name < b.reading.name ? -1 : a.reading.name > b.reading.name ? 1 : 0),
  );
}
