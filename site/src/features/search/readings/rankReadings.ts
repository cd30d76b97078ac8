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

/** A name in a state, as the search compares names: where a county and a place may share one. */
const namesake = (r: Reading) => `${r.state}|${r.words.join(' ')}`;

/** A county that is no city, qualified by a state the way a city is written ("Fresno, CA"), ranks this much below a city of its name. */
const CITY_PENALTY = 0.5;

/**
 * The share of a county's people a city of its name, outside it, holds to be meant before it: the
 * city of St. Louis (282,000) before St. Louis County (987,000), but Fairfax County (1.1 million)
 * before the city of Fairfax (25,000).
 */
const NAMESAKE_SHARE = 1 / 4;

const isCity = (r: Reading) => r.kind !== 'county' || r.type === 'city';

/**
 * One ranked list of what a query may mean: the best match first (matchName.ts), and among equal
 * matches the reading with more people of its own; a place the 2020 census did not count after every
 * one it did. A reading is taken at its best over the ways of reading the query (nameQueries), each
 * with its qualifier, kind word and penalty; a name qualified by a state names a city, before a county
 * that is no city. A county also matches by the specification's rule, last: its name or its state's
 * name holding the text, of three letters or more. A city (a place, a subdivision or an independent
 * city) outside a county of its name and state, holding at least NAMESAKE_SHARE of its people, comes
 * just before it; a place that is the independent city of its name is that county's reading.
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
  const list = [...candidates];
  const independentCities = new Set(list.filter((r) => r.kind === 'county' && r.type === 'city').map((r) => `${r.county}|${namesake(r)}`));
  const best = new Map<string, RankedReading>();
  for (const reading of list) {
    if (reading.kind !== 'county' && independentCities.has(`${reading.county}|${namesake(reading)}`)) continue;
    let rank: number | null = null;
    for (const q of queries) {
      if ((q.states && !q.states.has(reading.state)) || (q.kind && !kindAccepts(q.kind, reading))) continue;
      const r = nameRank(reading.words, q.words, typos);
      const penalty = q.penalty + (q.namesCity && q.kind === null && !isCity(reading) ? CITY_PENALTY : 0);
      if (r !== null && (rank === null || r + penalty < rank)) rank = r + penalty;
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
  const ranked = [...best.values()];
  const weight = namesakeWeights(ranked);
  return ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      (weight.get(b) ?? b.reading.people ?? -1) - (weight.get(a) ?? a.reading.people ?? -1) ||
      KIND_ORDER[a.reading.kind] - KIND_ORDER[b.reading.kind] ||
      (a.reading.name < b.reading.name ? -1 : a.reading.name > b.reading.name ? 1 : 0),
  );
}

/**
 * The people a county is ranked by when a city of its name and state outside it, matched as well,
 * holds NAMESAKE_SHARE of its own or more: just below the city's.
 */
function namesakeWeights(ranked: readonly RankedReading[]): Map<RankedReading, number> {
  const cities = new Map<string, RankedReading[]>();
  for (const r of ranked) if (isCity(r.reading) && r.reading.people !== null) cities.set(namesake(r.reading), [...(cities.get(namesake(r.reading)) ?? []), r]);
  const weight = new Map<RankedReading, number>();
  for (const c of ranked) {
    if (isCity(c.reading) || c.reading.people === null) continue;
    const people = c.reading.people;
    const shares = (cities.get(namesake(c.reading)) ?? []).filter((p) => p.rank <= c.rank && p.reading.county !== c.reading.county && p.reading.people! >= NAMESAKE_SHARE * people);
    if (shares.length > 0) weight.set(c, Math.min(people, Math.max(...shares.map((p) => p.reading.people!)) - 0.5));
  }
  return weight;
}
