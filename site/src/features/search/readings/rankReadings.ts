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
 * with its qualifier, kind word and penalty. A county also matches by the specification's rule, last:
 * its name or its state's name holding the text, of three letters or more. Where a county that is no
 * city and a city (a place, a subdivision or an independent city) share a name and a state, the city
 * comes just before the county when the name is written with its state, as a city's is ("Fresno, CA"),
 * (NameQuery.namesCity), or, read as people mean names (`asMeant`, DataView.search), when it is
 * outside the county and holds NAMESAKE_SHARE of its people or more ("St. Louis"). A place that is the
 * independent city of its name is that county's reading.
 */
export function rankReadings(
  candidates: Iterable<Reading>,
  queries: readonly NameQuery[],
  typos: Typos,
  states: readonly SearchState[],
  asMeant = true,
): RankedReading[] {
  const plain = queries.find((q) => q.states === null && q.kind === null && q.penalty === 0);
  // One or two letters inside names and state names are most of the country: no hint of a place.
  const text = plain && plain.words.join(' ').length >= SUBSTRING_LENGTH ? plain.words.join(' ') : null;
  const statesHolding = new Set(text === null ? [] : states.filter((s) => s.code.toLowerCase().includes(text) || s.folded[0]!.includes(text)).map((s) => s.code));
  const list = [...candidates];
  const independentCities = new Set(list.filter((r) => r.kind === 'county' && r.type === 'city').map((r) => `${r.county}|${namesake(r)}`));
  const best = new Map<string, Match>();
  for (const reading of list) {
    if (reading.kind !== 'county' && independentCities.has(`${reading.county}|${namesake(reading)}`)) continue;
    let rank: number | null = null;
    let namesCity = false;
    for (const q of queries) {
      if ((q.states && !q.states.has(reading.state)) || (q.kind && !kindAccepts(q.kind, reading))) continue;
      const r = nameRank(reading.words, q.words, typos);
      if (r !== null && (rank === null || r + q.penalty < rank)) [rank, namesCity] = [r + q.penalty, q.namesCity && q.kind === null];
    }
    if (rank === null && reading.kind === 'county' && text !== null) {
      if (reading.words.join(' ').includes(text)) rank = NAME_SUBSTRING;
      else if (statesHolding.has(reading.state)) rank = STATE_SUBSTRING;
    }
    if (rank === null) continue;
    const key = identity(reading);
    const seen = best.get(key);
    if (!seen || rank < seen.rank) best.set(key, { reading, rank, namesCity });
  }
  const matches = [...best.values()];
  const weight = namesakeWeights(matches, asMeant);
  return matches.map(({ reading, rank }): RankedReading => ({ reading, rank })).sort(
    (a, b) =>
      a.rank - b.rank ||
      (weight.get(b.reading) ?? b.reading.people ?? -1) - (weight.get(a.reading) ?? a.reading.people ?? -1) ||
      KIND_ORDER[a.reading.kind] - KIND_ORDER[b.reading.kind] ||
      (a.reading.name < b.reading.name ? -1 : a.reading.name > b.reading.name ? 1 : 0),
  );
}

/** A reading as matched: `namesCity` when its best match was a name written with its state. */
interface Match extends RankedReading {
  namesCity: boolean;
}

/** The people a county that is no city is ranked by when a city of its name comes before it (rankReadings): just below the city's. */
function namesakeWeights(matches: readonly Match[], asMeant: boolean): Map<Reading, number> {
  const cities = new Map<string, Match[]>();
  for (const m of matches) if (isCity(m.reading) && m.reading.people !== null) cities.set(namesake(m.reading), [...(cities.get(namesake(m.reading)) ?? []), m]);
  const weight = new Map<Reading, number>();
  for (const county of matches) {
    const people = county.reading.people;
    if (isCity(county.reading) || people === null) continue;
    const before = (cities.get(namesake(county.reading)) ?? []).filter(
      (city) =>
        city.rank <= county.rank &&
        (county.namesCity || (asMeant && city.reading.county !== county.reading.county && city.reading.people! >= NAMESAKE_SHARE * people)),
    );
    if (before.length > 0) weight.set(county.reading, Math.min(people, Math.max(...before.map((city) => city.reading.people!)) - 0.5));
  }
  return weight;
}
