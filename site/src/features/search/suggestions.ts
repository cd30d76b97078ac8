import type { CountyRecord } from '../../lib/counties';
import { defineMessages, text } from '../../lib/i18n/messages';
import { countiesWithCode, countyIndex } from './countyIndex';
import { fold } from './normalize';
import type { PlaceAnswer, PlaceHit } from './placeSearch';
import { queryKey } from './places';
import { readQuery } from './readQuery';
import { showSearchResult } from './showSearchResult';
import { rankCounties, rankCountyHits, suggestionLabel } from './search';
import type { ZipCounty } from './zip';

/** An option of the search box's list. */
export interface Suggestion {
  key: string;
  label: string;
  /** The county to show; null for one the view does not have (choosing it runs the search, which says where it is). */
  county: CountyRecord | null;
  /** A place: choosing it opens its county (placeSearch.ts showPlace), or offers the Measured view for it. */
  place?: PlaceHit;
}

/** A ZIP's counties as looked up (zip.ts), for the ZIP reading of a query. */
export interface ZipAnswer {
  zip: string;
  counties: readonly ZipCounty[];
}

export const MAX_SUGGESTIONS = 8;

const messages = defineMessages({
  zip: { id: 'search.zipSuggestion', defaultMessage: 'ZIP {zip} · {name}, {state}' },
  countyCode: { id: 'search.countyCodeSuggestion', defaultMessage: 'County code {code} · {name}, {state}' },
});

const zipLabel = (zip: string, name: string, state: string) => text(messages.zip, { zip, name, state });
const countyCodeLabel = (code: string, county: CountyRecord) => text(messages.countyCode, { code, name: county.name, state: county.stateCode });

/** Builds the counties' search index ahead of the first keystroke. */
export const prepareIndex = (counties: readonly CountyRecord[]): void => void countyIndex(counties);

/** What a query needs looked up before its suggestions are whole: its ZIP's counties, its place piece. */
export function lookupsFor(text: string, counties: readonly CountyRecord[]): { zip: string | null; placeKey: string | null } {
  const reading = /\d{5}|\p{L}/u.test(text) ? readQuery(text, countyIndex(counties).states) : null;
  return {
    zip: reading?.kind === 'zip' ? reading.zip : null,
    placeKey: reading?.kind === 'place' ? queryKey(reading.text) : null,
  };
}

export const countySuggestion = (county: CountyRecord): Suggestion => ({ key: county.key, label: suggestionLabel(county), county });

/** Shows a county chosen from the list (on the map, with the search's toast); returns the label the box then shows. */
export function showChosenCounty(query: string, county: CountyRecord): string {
  showSearchResult({ query, match: county, count: 1 });
  return countySuggestion(county).label;
}

/** An option with what it ranks by: the kind of match (search.ts) and the people. */
export interface RankedSuggestion {
  rank: number;
  people: number;
  suggestion: Suggestion;
}

/**
 * The counties and the places (once the query's piece is in) a name finds, in one list: best match
 * first, then more people first, a county before a place of the same rank and people. A place
 * listed twice under one label (a town and its CDP) is listed once.
 */
export function rankedMatches(counties: readonly CountyRecord[], text: string, places: PlaceAnswer | null): Suggestion[] {
  const ready = places !== null && places.key === queryKey(text);
  const peopleOf = ready ? places.population : undefined;
  const found: RankedSuggestion[] = rankCountyHits(counties, text, peopleOf).map((h) => ({
    rank: h.rank,
    people: peopleOf?.(h.county.fipsCode || h.county.id) ?? 0,
    suggestion: countySuggestion(h.county),
  }));
  if (ready) found.push(...places.matches(text, counties));
  const labels = new Set<string>();
  return found
    .sort((a, b) => a.rank - b.rank || b.people - a.people)
    .map((f) => f.suggestion)
    .filter((s) => !labels.has(s.label) && labels.add(s.label));
}

/**
 * The options while typing: each reading of a ZIP-like query ("ZIP 10001 · New York, NY" once its
 * counties are known, "County code 10001 · Kent, DE"), otherwise the best-ranked counties and places.
 */
export function suggestionsFor(counties: readonly CountyRecord[], text: string, zip: ZipAnswer | null, places: PlaceAnswer | null = null): Suggestion[] {
  if (text.trim() === '') return [];
  const index = countyIndex(counties);
  const reading = readQuery(text, index.states);
  if (!reading || reading.kind === 'unreadable') return [];
  if (reading.kind === 'state') return rankCounties(counties, text).slice(0, MAX_SUGGESTIONS).map(countySuggestion);
  if (reading.kind === 'place') return rankedMatches(counties, reading.text, places).slice(0, MAX_SUGGESTIONS);
  const list: Suggestion[] = [];
  if (reading.kind === 'zip' && zip?.zip === reading.zip) {
    const stateCode = (name: string) => index.states.find((s) => s.name === fold(name))?.code.toUpperCase() ?? name;
    for (const c of zip.counties) {
      list.push({ key: `zip-${c.fips}`, label: zipLabel(zip.zip, c.name, stateCode(c.state)), county: countiesWithCode(counties, c.fips)[0] ?? null });
    }
  }
  const code = reading.fips;
  if (code) for (const c of countiesWithCode(counties, code)) list.push({ key: `fips-${c.key}`, label: countyCodeLabel(code, c), county: c });
  return list.slice(0, MAX_SUGGESTIONS);
}
