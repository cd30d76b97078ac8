import type { CountyRecord } from '../../lib/counties';
import { defineMessages, text } from '../../lib/i18n/messages';
import { countyIndex, isIndependentCity, type CountyIndex, type IndexedCounty, type StateNames } from './countyIndex';
import { fold, stripDesignator, type Designator } from './normalize';

/** Ranks: a lower number is a better match. Places rank on the same scale (placeSearch.ts). */
export const EXACT_NAME = 0;
/** "Name, ST" for a place; a whole state's name or code for a county. */
export const NAME_AND_STATE = 1;
const EXACT_STATE = NAME_AND_STATE;
export const NAME_PREFIX = 2;
/** A word of the name starts with the query ("york" in New York). */
export const WORD_PREFIX = 3;
const NAME_SUBSTRING = 4;
const STATE_SUBSTRING = 5;

/** How many people live in a county, by FIPS code, where known: ties rank the bigger first. */
export type PeopleOf = (fips: string) => number | undefined;

/** A county found, with its rank. */
export interface CountyHit {
  county: CountyRecord;
  rank: number;
}

/**
 * Every county the text finds, best first (exact name, exact state, name prefix, a word's prefix,
 * name substring, state substring; ties by population where peopleOf knows it, else in FIPS order).
 *
 * The specification's rule (a case-insensitive substring of the name or state) is the base, on
 * folded text so accents, hyphens and "St."/"Saint" do not matter. Only when it finds nothing is
 * the text read more loosely: "Name, ST", "Name, State" or "Name ST", a trailing "County",
 * "Parish", "Borough", "city"..., and spaces ignored ("de kalb"). So every county the
 * specification's rule finds is still found.
 */
export function rankCounties(counties: readonly CountyRecord[], text: string, peopleOf?: PeopleOf): CountyRecord[] {
  return rankCountyHits(counties, text, peopleOf).map((h) => h.county);
}

/** rankCounties with each county's rank, to merge with places. */
export function rankCountyHits(counties: readonly CountyRecord[], text: string, peopleOf?: PeopleOf): CountyHit[] {
  const query = fold(text);
  if (query === '') return [];
  const index = countyIndex(counties);
  const direct = rank(index.entries, (e) => best(nameRank(e.name, query), stateRank(e, query)), peopleOf);
  if (direct.length > 0) return direct;
  return looseMatches(index, query, peopleOf);
}

function looseMatches(index: CountyIndex, query: string, peopleOf?: PeopleOf): CountyHit[] {
  const { place, states } = splitState(query, index.states);
  const { name, designator } = stripDesignator(place);
  const compact = name.replace(/ /g, '');
  const codes = states && new Set(states.map((s) => s.code));
  return rank(index.entries, (e) => {
    if (codes && !codes.has(e.code)) return null;
    // "Name, ST" with no name lists the state's counties.
    const r = name === '' ? EXACT_STATE : nameRank(e.compact, compact);
    return r === null ? null : r + (kindDiffers(e, designator) ? 0.5 : 0);
  }, peopleOf);
}

/** "Richmond city" prefers Virginia's independent city, "Richmond County" the county. */
function kindDiffers(e: IndexedCounty, designator: Designator): boolean {
  return designator === 'city' ? !e.isCity : designator === 'county' ? e.isCity : false;
}

/**
 * Splits a state off the end: after a comma (its code, its name or the start of its name), or
 * after a space (its code or its full name). states is null when the query names none.
 */
function splitState(query: string, known: readonly StateNames[]): { place: string; states: StateNames[] | null } {
  const comma = query.lastIndexOf(',');
  if (comma >= 0) {
    const state = query.slice(comma + 1).replace(/,/g, '').trim();
    const place = query.slice(0, comma).replace(/,/g, ' ').trim();
    if (state === '') return { place, states: null };
    return {
      place,
      states: known.filter((s) => s.code === state || s.name === state || (state.length >= 3 && s.name.startsWith(state))),
    };
  }
  let best: { place: string; states: StateNames[] } | null = null;
  for (const s of known) {
    for (const word of [s.code, s.name]) {
      if (!query.endsWith(' ' + word)) continue;
      const place = query.slice(0, -word.length - 1);
      // The longest state wins: "x west virginia" is in West Virginia, not Virginia.
      if (!best || place.length < best.place.length) best = { place, states: [s] };
    }
  }
  return best ?? { place: query, states: null };
}

function best(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.min(a, b);
}

function nameRank(name: string, query: string): number | null {
  if (name === query) return EXACT_NAME;
  if (name.startsWith(query)) return NAME_PREFIX;
  if (name.includes(` ${query}`)) return WORD_PREFIX;
  if (name.includes(query)) return NAME_SUBSTRING;
  return null;
}

function stateRank(e: IndexedCounty, query: string): number | null {
  if (e.code === query || e.state === query) return EXACT_STATE;
  if (e.code.includes(query) || e.state.includes(query)) return STATE_SUBSTRING;
  return null;
}

function rank(entries: readonly IndexedCounty[], rankOf: (e: IndexedCounty) => number | null, peopleOf?: PeopleOf): CountyHit[] {
  const hits: (CountyHit & { people: number })[] = [];
  for (const e of entries) {
    const r = rankOf(e);
    if (r !== null) hits.push({ county: e.county, rank: r, people: peopleOf?.(e.fips) ?? 0 });
  }
  // Array.prototype.sort is stable, and the entries are in FIPS order.
  return hits.sort((a, b) => a.rank - b.rank || b.people - a.people).map(({ county, rank }) => ({ county, rank }));
}

const messages = defineMessages({
  city: { id: 'search.independentCity', defaultMessage: '{name} city' },
});

/** An independent city's name that already says it is one: "Carson City", "Baltimore city". */
export const saysCity = (name: string): boolean => / city$/i.test(name);

/** How a suggestion reads: "Orange, California"; an independent city says so ("Richmond city, Virginia"). */
export function suggestionLabel(county: CountyRecord): string {
  const name = isIndependentCity(county) && !saysCity(county.name) ? text(messages.city, { name: county.name }) : county.name;
  return `${name}, ${county.state}`;
}
