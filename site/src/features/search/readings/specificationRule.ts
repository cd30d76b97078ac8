import type { CountyRecord } from '../../../lib/data/counties';
import { nameWords } from '../query/fold';

/** A county with the texts the rule compares, folded once per county list. */
interface FoldedCounty {
  county: CountyRecord;
  name: string;
  state: string;
  code: string;
}

const folded = new WeakMap<readonly CountyRecord[], readonly FoldedCounty[]>();

/** The list's counties folded, in FIPS order, memoised on the array: the store replaces it when the list changes. */
function foldedCounties(counties: readonly CountyRecord[]): readonly FoldedCounty[] {
  let list = folded.get(counties);
  if (!list) {
    list = counties
      .map((county) => ({
        county,
        name: nameWords(county.name).join(' '),
        state: nameWords(county.state).join(' '),
        code: county.stateCode.toLowerCase(),
      }))
      .sort((a, b) => {
        const [x, y] = [a.county.id, b.county.id];
        return x < y ? -1 : x > y ? 1 : 0;
      });
    folded.set(counties, list);
  }
  return list;
}

/** Builds the list's folded texts ahead of the first keystroke (folding 3,220 names takes a while on a phone). */
export const prepareCounties = (counties: readonly CountyRecord[]): void => void foldedCounties(counties);

// Best first: the exact name, the exact state, the start of the name, the start of a word of it, the
// name holding the text, the state holding it.
const rankOf = (c: FoldedCounty, query: string): number | null => {
  if (c.name === query) return 0;
  if (c.code === query || c.state === query) return 1;
  if (c.name.startsWith(query)) return 2;
  if (c.name.includes(` ${query}`)) return 3;
  if (c.name.includes(query)) return 4;
  if (c.code.includes(query) || c.state.includes(query)) return 5;
  return null;
};

/**
 * The specification's rule: the counties whose name or state holds the text, case-insensitively (on
 * folded text, so accents, hyphens and "Saint" for "St." do not matter), best first; ties keep FIPS
 * order. The Demo view answers with the first of them wherever there is one.
 */
export function specificationMatches(counties: readonly CountyRecord[], text: string): CountyRecord[] {
  const query = nameWords(text).join(' ');
  if (query === '') return [];
  const hits: { county: CountyRecord; rank: number }[] = [];
  for (const c of foldedCounties(counties)) {
    const rank = rankOf(c, query);
    if (rank !== null) hits.push({ county: c.county, rank });
  }
  // Array.prototype.sort is stable: ties stay in FIPS order.
  return hits.sort((a, b) => a.rank - b.rank).map((h) => h.county);
}

/** The counties of a state (by postal code), in FIPS order. */
export const countiesOfState = (counties: readonly CountyRecord[], code: string): CountyRecord[] =>
  foldedCounties(counties)
    .filter((c) => c.code === code.toLowerCase())
    .map((c) => c.county);
