import type { SearchState } from '../readings/reading';
import { foldWords, nameWord } from './fold';
import { stateNamed } from './readQuery';

/** A word that says what kind of thing a name is: "Harris County", "Jackson city", "Condado de Harris". */
export type KindWord = 'county' | 'parish' | 'borough' | 'census area' | 'municipio' | 'city' | 'town' | 'village' | 'cdp';

/** One way of reading a name query. */
export interface NameQuery {
  /** The name's words, as names are compared (query/fold.ts nameWords). */
  words: readonly string[];
  /** The codes of the states a qualifier names (", TX", " Texas", ", Nueva York"); null for any state. */
  states: ReadonlySet<string> | null;
  /** The kind a kind word restricts the readings to; null for any. */
  kind: KindWord | null;
  /** Added to a reading's rank: a looser way of reading the text ranks below a closer one. */
  penalty: number;
  /** The name is qualified by a state ("Fresno, CA"), the way a city is written: a county that is no city ranks a little below a city of its name. */
  namesCity: boolean;
}

// Longest first: "city and borough" is not read as "borough" after a name ending in "city and".
const TRAILING_KINDS: readonly (readonly [words: string, kind: KindWord])[] = [
  ['city and borough', 'borough'],
  ['census area', 'census area'],
  ['municipality', 'municipio'],
  ['municipio', 'municipio'],
  ['borough', 'borough'],
  ['parish', 'parish'],
  ['county', 'county'],
  ['city', 'city'],
  ['town', 'town'],
  ['village', 'village'],
  ['cdp', 'cdp'],
];

// Spanish puts the word first: "Condado de Los Ángeles", as the Spanish page's suggestions write it.
const LEADING_KINDS: readonly (readonly [words: string, kind: KindWord])[] = [
  ['condado de', 'county'],
  ['parroquia de', 'parish'],
  ['municipio de', 'municipio'],
  ['ciudad de', 'city'],
];

/** A kind word read off a name ranks a little below the name read whole: "Texas City" is Texas City. */
const KIND_PENALTY = 0.5;
/** The town of an address ("Main St, Springfield, IL") read alone, not with the street before it. */
const TOWN_PENALTY = 0.25;
/** A name read without its leading "The" ("The Bronx" is Bronx) ranks below a name that keeps it ("The Woodlands"). */
const ARTICLE_PENALTY = 0.25;

/**
 * The ways a name query may be read, each with its qualifier and kind word: "Houston, TX", "Paris TX",
 * "Albuquerque, Nuevo México" (a state, English or Spanish, on either page), "Lincoln County, NE",
 * "Condado de Harris". A state after a comma may be the start of its code or name ("Orange, Flor",
 * "Houston, T" while typing). Read as people mean names (`asMeant`, DataView.search), a leading "The"
 * is optional ("The Bronx") and a name with its state names a city.
 */
export function nameQueries(text: string, states: readonly SearchState[], asMeant = true): NameQuery[] {
  const parts = text.split(',').map((p) => foldWords(p)).filter((p) => p.length > 0);
  const bases: { words: string[]; states: ReadonlySet<string> | null; penalty: number }[] = [];
  const last = parts.at(-1) ?? [];
  const qualified = parts.length >= 2 ? statesOf(last, states) : null;
  if (qualified) {
    bases.push({ words: parts.at(-2)!, states: qualified, penalty: 0 });
    if (parts.length > 2) bases.push({ words: parts.slice(0, -1).flat(), states: qualified, penalty: TOWN_PENALTY });
  } else {
    const words = parts.flat();
    bases.push({ words, states: null, penalty: 0 });
    const split = trailingState(words, states);
    if (split) bases.push({ words: split.words, states: new Set([split.state.code]), penalty: 0 });
  }
  for (const base of asMeant ? [...bases] : []) {
    if (base.words[0] === 'the' && base.words.length > 1) bases.push({ ...base, words: base.words.slice(1), penalty: base.penalty + ARTICLE_PENALTY });
  }
  const queries: NameQuery[] = [];
  for (const base of bases) {
    const namesCity = asMeant && base.states !== null;
    queries.push({ words: base.words.map(nameWord), states: base.states, kind: null, penalty: base.penalty, namesCity });
    const kind = kindOf(base.words);
    if (kind) queries.push({ words: kind.words.map(nameWord), states: base.states, kind: kind.kind, penalty: base.penalty + KIND_PENALTY, namesCity });
  }
  return queries.filter((q) => q.words.length > 0);
}

/** The states a qualifier names: a code or a name, else every state whose code or a name starts with it (it may still be being typed). */
function statesOf(words: readonly string[], states: readonly SearchState[]): ReadonlySet<string> | null {
  const exact = stateNamed(words, states);
  if (exact) return new Set([exact.code]);
  const text = words.join(' ');
  const codes = states.filter((s) => s.code.toLowerCase().startsWith(text) || s.folded.some((name) => name.startsWith(text))).map((s) => s.code);
  return codes.length > 0 ? new Set(codes) : null;
}

/** A state the words end with, the longest ("West Virginia" before "Virginia"), and the words before it. */
function trailingState(words: readonly string[], states: readonly SearchState[]): { words: string[]; state: SearchState } | null {
  for (let start = 1; start < words.length; start++) {
    const state = stateNamed(words.slice(start), states);
    if (state) return { words: words.slice(0, start), state };
  }
  return null;
}

/** A kind word the name ends with (in English) or starts with (in Spanish), and the name without it. */
function kindOf(words: readonly string[]): { words: string[]; kind: KindWord } | null {
  const text = words.join(' ');
  for (const [kindWords, kind] of TRAILING_KINDS) {
    if (text.endsWith(` ${kindWords}`)) return { words: words.slice(0, words.length - kindWords.split(' ').length), kind };
  }
  for (const [kindWords, kind] of LEADING_KINDS) {
    if (text.startsWith(`${kindWords} `)) return { words: words.slice(kindWords.split(' ').length), kind };
  }
  return null;
}
