import SearchableMap from 'minisearch/SearchableMap';
import { COUNTY, TRACT } from '../../../lib/shapes/geographies';
import { isAreaId } from '../../../lib/shapes/geography';
import { fetchJson } from '../../../lib/data/api';
import { LANG } from '../../../lib/i18n/lang';
import { API_PATHS } from '../../../lib/data/apiPaths';
import { nextTask } from '../../../lib/dom/nextTask';
import { onceUntilFailure, onceUntilFailureByKey } from '../../../lib/data/onceUntilFailure';
import { foldWords, nameWords } from '../query/fold';
import { countyType, type Reading, type SearchState } from '../readings/reading';
import { compoundName, type CompoundName, type SiteName } from '../readings/productNames';
import type { LatLon } from '../../../lib/sites/nearest';

// The search's files (datagen/API.md, "The search"): the index when the search opens, a piece when a
// query names its key, every word when a query's first letters may hold a typo. Each is fetched once
// per page; a failed fetch is forgotten, so the next search tries again.

/** /api/places/index: every county as a reading, every state and pesticide measure with its names, and the keys that have a piece. */
export interface SearchIndex {
  counties: readonly Reading[];
  countyByFips: ReadonlyMap<string, Reading>;
  states: readonly SearchState[];
  compounds: readonly CompoundName[];
  keys: ReadonlySet<string>;
}

/** /api/places/<key>: its places and subdivisions as readings, and its Superfund sites. */
export interface SearchPiece {
  readings: Reading[];
  sites: SiteName[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** Every word of the readings' names fetched so far: the counties' once the index is in, a piece's once it is, all of them once the words are. */
const known = new Set<string>();
/**
 * The same words in MiniSearch's radix tree, for prefixes and typos. A word goes in a few hundred at
 * a time in tasks of their own (the index's 3,000 words at once were a long task on a phone), or at
 * once when the tree is asked for before.
 */
const tree = new SearchableMap<true>();
let waiting: string[] = [];
let planting: Promise<void> = Promise.resolve();
let learned = 0;

/** How many words go into the tree in one task. */
const WORDS_PER_TASK = 500;

/** Changes whenever a word is learned, so what was looked up among the known words can be looked up again. */
export const knownWordsVersion = (): number => learned;

export const isKnownWord = (word: string): boolean => known.has(word);

/** The known words in a radix tree (readings/typos.ts looks typos up in it). */
export function knownWordTree(): SearchableMap<true> {
  for (const w of waiting) tree.set(w, true);
  waiting = [];
  return tree;
}

async function plant(): Promise<void> {
  while (waiting.length > 0) {
    await nextTask();
    for (const w of waiting.splice(0, WORDS_PER_TASK)) tree.set(w, true);
  }
}

/** Resolves once every word learned so far is in the tree. */
export const knownWordsPlanted = (): Promise<void> => planting;

function learn(words: readonly string[]): void {
  const idle = waiting.length === 0;
  for (const w of words) {
    if (known.has(w)) continue;
    known.add(w);
    waiting.push(w);
    learned++;
  }
  if (idle && waiting.length > 0) planting = plant();
}

/** Reads the index as the API documents it; a county or state that is not as documented is left out. */
export function parseIndex(answer: unknown): SearchIndex {
  const counties: Reading[] = [];
  const states: SearchState[] = [];
  const index = isRecord(answer) ? answer : {};
  if (isRecord(index.counties)) {
    for (const [fips, c] of Object.entries(index.counties)) {
      if (!isAreaId(COUNTY, fips) || !Array.isArray(c) || !isText(c[0]) || !isText(c[1]) || !isCount(c[2])) continue;
      const words = nameWords(c[0]);
      learn(words);
      counties.push({ kind: 'county', name: c[0], words, state: c[1], county: fips, people: c[2], type: countyType(fips, c[1]) });
    }
  }
  if (Array.isArray(index.states)) {
    for (const s of index.states) {
      if (!Array.isArray(s) || !s.every(isText) || s.length < 2) continue;
      const [code, ...names] = s as string[];
      states.push({ code: code!, name: names[0]!, shown: (LANG === 'es' ? names[1] : undefined) ?? names[0]!, folded: names.map((n) => foldWords(n).join(' ')) });
    }
  }
  const compounds = Array.isArray(index.compounds) ? index.compounds.flatMap((c) => compoundName(c) ?? []) : [];
  const keys = typeof index.keys === 'string' ? index.keys.split(' ').filter((k) => k !== '') : [];
  return { counties, countyByFips: new Map(counties.map((c) => [c.county, c])), states, compounds, keys: new Set(keys) };
}

/**
 * Reads the piece of a key: its places and subdivisions, each [name, state, county FIPS, population or
 * null, type word], then a place's tract's GEOID and name where it has one; and its sites, each [EPA
 * ID, name]. The sites' words are not learned: a typo is forgiven in a place's name, not in a site's.
 */
export function parsePiece(answer: unknown, key: string): SearchPiece {
  const readings: Reading[] = [];
  const sites: SiteName[] = [];
  if (!isRecord(answer)) return { readings, sites };
  for (const kind of ['place', 'subdivision'] as const) {
    const list = answer[kind === 'place' ? 'places' : 'subdivisions'];
    if (!Array.isArray(list)) continue;
    for (const [index, r] of list.entries()) {
      if (!Array.isArray(r) || !isText(r[0]) || !isText(r[1]) || typeof r[2] !== 'string' || !isAreaId(COUNTY, r[2])) continue;
      if (!(r[3] === null || isCount(r[3])) || typeof r[4] !== 'string') continue;
      const words = nameWords(r[0]);
      learn(words);
      const reading: Reading = { kind, name: r[0], words, state: r[1], county: r[2], people: r[3], type: r[4] };
      if (typeof r[5] === 'string' && isAreaId(TRACT, r[5]) && isText(r[6])) reading.tract = { id: r[5], name: r[6] };
      if (kind === 'place') reading.pointAt = { key, index };
      readings.push(reading);
    }
  }
  if (Array.isArray(answer.sites)) {
    for (const s of answer.sites) if (Array.isArray(s) && isText(s[0]) && isText(s[1])) sites.push({ id: s[0], name: s[1] });
  }
  return { readings, sites };
}

/** The index, fetched once. */
export const searchIndex = onceUntilFailure(async () => parseIndex(await fetchJson(API_PATHS.placeIndex)));

/** The piece of a key, fetched once; none (empty, no request) for a key the index does not list. */
const fetchPiece = onceUntilFailureByKey(async (key) => parsePiece(await fetchJson(API_PATHS.placePieces + key), key));

/** Reads /api/place-points/<key>: each place of the piece's point, in its order; null for one of any other shape. */
export function parsePoints(answer: unknown): (LatLon | null)[] {
  const places = isRecord(answer) && Array.isArray(answer.places) ? (answer.places as unknown[]) : [];
  return places.map((p) => (Array.isArray(p) && isLatitude(p[0]) && isLongitude(p[1]) ? { lat: p[0], lon: p[1] } : null));
}

const isLatitude = (x: unknown): x is number => typeof x === 'number' && Math.abs(x) <= 90;
const isLongitude = (x: unknown): x is number => typeof x === 'number' && Math.abs(x) <= 180;

/** The points of a piece's places, fetched once, when a search opens one of them. */
const fetchPoints = onceUntilFailureByKey(async (key) => parsePoints(await fetchJson(API_PATHS.placePoints + key)));

/** A place's internal point; null for a reading that is no place, or one its piece's points lack. */
export async function placePoint(reading: Reading): Promise<LatLon | null> {
  if (!reading.pointAt) return null;
  return (await fetchPoints(reading.pointAt.key))[reading.pointAt.index] ?? null;
}

export async function piece(key: string): Promise<SearchPiece> {
  const { keys } = await searchIndex();
  return keys.has(key) ? fetchPiece(key) : { readings: [], sites: [] };
}

/** Every word of every name, fetched once, for a typo in a query's first letters (data/piecesFor.ts). */
export const everyWord = onceUntilFailure(async () => {
  const answer = await fetchJson(API_PATHS.placeWords);
  if (isRecord(answer) && typeof answer.words === 'string') learn(answer.words.split(' ').filter((w) => w !== ''));
});
