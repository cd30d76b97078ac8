import SearchableMap from 'minisearch/SearchableMap';
import { fetchJson } from '../../../lib/api';
import { API_PATHS } from '../../../lib/apiPaths';
import { onceUntilFailure, onceUntilFailureByKey } from '../../../lib/onceUntilFailure';
import { foldWords, nameWords } from '../query/fold';
import { countyType, type Reading, type SearchState } from '../readings/reading';

// The search's files (datagen/API.md, "The search"): the index when the search opens, a piece when a
// query names its key, every word when a query's first letters may hold a typo. Each is fetched once
// per page; a failed fetch is forgotten, so the next search tries again.

/** /api/places/index: every county as a reading, every state with its names, and the keys that have a piece. */
export interface SearchIndex {
  counties: readonly Reading[];
  countyByFips: ReadonlyMap<string, Reading>;
  states: readonly SearchState[];
  keys: ReadonlySet<string>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';

/**
 * Every word a reading's name has: the typo lookup (readings/typos.ts) looks a query's word up among
 * them. The counties' are in once the index is, a piece's once it is, all of them once the words are.
 */
export const knownWords = new SearchableMap<true>();

let wordsLearned = 0;

/** Changes whenever knownWords gains a word, so what was looked up among them can be looked up again. */
export const knownWordsVersion = (): number => wordsLearned;

function learn(words: readonly string[]): void {
  for (const w of words) {
    if (knownWords.has(w)) continue;
    knownWords.set(w, true);
    wordsLearned++;
  }
}

/** Reads the index as the API documents it; a county or state that is not as documented is left out. */
export function parseIndex(answer: unknown): SearchIndex {
  const counties: Reading[] = [];
  const states: SearchState[] = [];
  const index = isRecord(answer) ? answer : {};
  if (isRecord(index.counties)) {
    for (const [fips, c] of Object.entries(index.counties)) {
      if (!/^\d{5}$/.test(fips) || !Array.isArray(c) || !isText(c[0]) || !isText(c[1]) || !isCount(c[2])) continue;
      const words = nameWords(c[0]);
      learn(words);
      counties.push({ kind: 'county', name: c[0], words, state: c[1], county: fips, people: c[2], type: countyType(fips, c[1]) });
    }
  }
  if (Array.isArray(index.states)) {
    for (const s of index.states) {
      if (!Array.isArray(s) || !s.every(isText) || s.length < 2) continue;
      const [code, ...names] = s as string[];
      states.push({ code: code!, name: names[0]!, folded: names.map((n) => foldWords(n).join(' ')) });
    }
  }
  const keys = typeof index.keys === 'string' ? index.keys.split(' ').filter((k) => k !== '') : [];
  return { counties, countyByFips: new Map(counties.map((c) => [c.county, c])), states, keys: new Set(keys) };
}

/** Reads a piece: its places and subdivisions, each [name, state, county FIPS, population or null, type word]. */
export function parsePiece(answer: unknown): Reading[] {
  const readings: Reading[] = [];
  if (!isRecord(answer)) return readings;
  for (const kind of ['place', 'subdivision'] as const) {
    const list = answer[kind === 'place' ? 'places' : 'subdivisions'];
    if (!Array.isArray(list)) continue;
    for (const r of list) {
      if (!Array.isArray(r) || !isText(r[0]) || !isText(r[1]) || typeof r[2] !== 'string' || !/^\d{5}$/.test(r[2])) continue;
      if (!(r[3] === null || isCount(r[3])) || typeof r[4] !== 'string') continue;
      const words = nameWords(r[0]);
      learn(words);
      readings.push({ kind, name: r[0], words, state: r[1], county: r[2], people: r[3], type: r[4] });
    }
  }
  return readings;
}

/** The index, fetched once. */
export const searchIndex = onceUntilFailure(async () => parseIndex(await fetchJson(API_PATHS.placeIndex)));

/** The piece of a key, fetched once; none (an empty list, no request) for a key the index does not list. */
const fetchPiece = onceUntilFailureByKey(async (key) => parsePiece(await fetchJson(API_PATHS.placePieces + key)));

export async function piece(key: string): Promise<readonly Reading[]> {
  const { keys } = await searchIndex();
  return keys.has(key) ? fetchPiece(key) : [];
}

/** Every word of every name, fetched once, for a typo in a query's first letters (readings/typos.ts). */
export const everyWord = onceUntilFailure(async () => {
  const answer = await fetchJson(API_PATHS.placeWords);
  if (isRecord(answer) && typeof answer.words === 'string') learn(answer.words.split(' ').filter((w) => w !== ''));
});
