import type { CountyRecord } from '../../lib/counties';
import { countyIndex, isIndependentCity, type CountyIndex, type IndexedCounty, type StateNames } from './countyIndex';
import { fold, stripDesignator, type Designator } from './normalize';
import { echo } from './readQuery';

export interface SearchResult {
  /** The trimmed text the user searched for. */
  query: string;
  /** The best-ranked match, or null. */
  match: CountyRecord | null;
  count: number;
}

/** Ranks: a lower number is a better match. */
const EXACT_NAME = 0;
const EXACT_STATE = 1;
const NAME_PREFIX = 2;
const NAME_SUBSTRING = 3;
const STATE_SUBSTRING = 4;

/**
 * Every county the text finds, best first (exact name, exact state, name prefix, name substring,
 * state substring; ties in FIPS order).
 *
 * The specification's rule (a case-insensitive substring of the name or state) is the base, on
 * folded text so accents, hyphens and "St."/"Saint" do not matter. Only when it finds nothing is
 * the text read more loosely: "Name, ST", "Name, State" or "Name ST", a trailing "County",
 * "Parish", "Borough", "city"..., and spaces ignored ("de kalb"). So every county the
 * specification's rule finds is still found.
 */
export function rankCounties(counties: readonly CountyRecord[], text: string): CountyRecord[] {
  const query = fold(text);
  if (query === '') return [];
  const index = countyIndex(counties);
  const direct = rank(index.entries, (e) => best(nameRank(e.name, query), stateRank(e, query)));
  if (direct.length > 0) return direct;
  return looseMatches(index, query);
}

function looseMatches(index: CountyIndex, query: string): CountyRecord[] {
  const { place, states } = splitState(query, index.states);
  const { name, designator } = stripDesignator(place);
  const compact = name.replace(/ /g, '');
  const codes = states && new Set(states.map((s) => s.code));
  return rank(index.entries, (e) => {
    if (codes && !codes.has(e.code)) return null;
    // "Name, ST" with no name lists the state's counties.
    const r = name === '' ? EXACT_STATE : nameRank(e.compact, compact);
    return r === null ? null : r + (kindDiffers(e, designator) ? 0.5 : 0);
  });
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
  if (name.includes(query)) return NAME_SUBSTRING;
  return null;
}

function stateRank(e: IndexedCounty, query: string): number | null {
  if (e.code === query || e.state === query) return EXACT_STATE;
  if (e.code.includes(query) || e.state.includes(query)) return STATE_SUBSTRING;
  return null;
}

function rank(entries: readonly IndexedCounty[], rankOf: (e: IndexedCounty) => number | null): CountyRecord[] {
  const hits: { county: CountyRecord; rank: number }[] = [];
  for (const e of entries) {
    const r = rankOf(e);
    if (r !== null) hits.push({ county: e.county, rank: r });
  }
  // Array.prototype.sort is stable, and the entries are in FIPS order.
  return hits.sort((a, b) => a.rank - b.rank).map((h) => h.county);
}

/** How a suggestion reads: "Orange, California"; an independent city says so ("Richmond city, Virginia"). */
export function suggestionLabel(county: CountyRecord): string {
  const city = isIndependentCity(county) && !/ city$/i.test(county.name);
  return `${county.name}${city ? ' city' : ''}, ${county.state}`;
}

export interface SearchToast {
  variant: 'default' | 'destructive';
  title: string;
  description: string;
}

export function searchToast(result: SearchResult): SearchToast {
  if (!result.match) {
    return {
      variant: 'destructive',
      title: 'No Results',
      description: `No counties found matching "${echo(result.query)}". Try searching for a county name or state.`,
    };
  }
  const noun = result.count === 1 ? 'county' : 'counties';
  return {
    variant: 'default',
    title: 'County Found',
    description: `Found ${result.count} matching ${noun}. Viewing ${result.match.name}.`,
  };
}
