import { COUNTY } from '../../../lib/shapes/geographies';
import { typedId } from '../../../lib/data/cardLink';
import type { SearchState } from '../readings/reading';
import { foldWords } from './fold';

/**
 * What a search text asks for, read before anything is compared:
 * - zip: five digits alone, or the last ZIP (or ZIP+4) ending a part of an address. A bare five-digit
 *   query is also a county code (`fips`), tried when it is no ZIP; `place` is the town and state of
 *   the address, tried when the ZIP has no area; `address` when the text had more than the ZIP (a
 *   street, a town), which a ZIP with an area leaves unused.
 * - fips: a county code with a prefix (`fips:06019`, `FIPS 6019`): never a ZIP.
 * - state: exactly a state's code or one of its names, English or Spanish ("Texas", "tx", "Nueva York").
 * - place: a name to look up (readings/rankReadings.ts); `address` when the text had digits, which no
 *   name has (a street number), so the text was not read whole.
 * - unreadable: digits and nothing else a search can use ("123 Main St").
 */
export type QueryReading =
  | { kind: 'zip'; zip: string; fips: string | null; place: string | null; address: boolean }
  | { kind: 'fips'; fips: string }
  | { kind: 'state'; state: SearchState }
  | { kind: 'place'; text: string; address: boolean }
  | { kind: 'unreadable' };

const FIPS_PREFIXED = /^fips\s*[:#]?\s*(\d{4,5})$/i;
const BARE_ZIP = /^(\d{5})(?:-\d{4})?$/;
// A ZIP ends a part of an address: "CA 93721", "93721-1234, USA" (the country is dropped first).
const ZIP_ENDING_PART = /(?:^|[\s,])(\d{5})(?:-\d{4})?$/;
// In Spanish too: "EE. UU.", "EEUU", "Estados Unidos".
const COUNTRY = /[\s,]+(?:usa|u\.s\.a\.|us|united states(?: of america)?|ee\.? ?uu|estados unidos(?: de am[eé]rica)?)\.?$/i;

/** The state whose code or one of whose names the words are exactly, if any. */
export function stateNamed(words: readonly string[], states: readonly SearchState[]): SearchState | null {
  const text = words.join(' ');
  return states.find((s) => s.code.toLowerCase() === text || s.folded.includes(text)) ?? null;
}

/** Reads a search text; null for blank text. */
export function readQuery(text: string, states: readonly SearchState[]): QueryReading | null {
  const query = text.trim();
  if (query === '') return null;
  const fips = FIPS_PREFIXED.exec(query);
  if (fips) return { kind: 'fips', fips: typedId(COUNTY, fips[1])! };
  const bare = BARE_ZIP.exec(query);
  if (bare) return { kind: 'zip', zip: bare[1]!, fips: query === bare[1] ? bare[1]! : null, place: null, address: false };

  const parts = query.replace(COUNTRY, '').split(',').map((p) => p.trim());
  const zipAt = parts.findLastIndex((p) => ZIP_ENDING_PART.test(p));
  if (zipAt >= 0) {
    const zip = ZIP_ENDING_PART.exec(parts[zipAt]!)![1]!;
    parts[zipAt] = parts[zipAt]!.replace(ZIP_ENDING_PART, '').trim();
    return { kind: 'zip', zip, fips: null, place: placeOf(parts), address: parts.some((p) => p !== '') };
  }

  const state = stateNamed(foldWords(query), states);
  if (state) return { kind: 'state', state };
  if (!/\d/.test(query)) return { kind: 'place', text: query, address: false };
  const place = placeOf(parts);
  return place === null ? { kind: 'unreadable' } : { kind: 'place', text: place, address: true };
}

/** The parts of an address a name search can use: those without digits (a street, a number). */
function placeOf(parts: readonly string[]): string | null {
  const words = parts.filter((p) => p !== '' && !/\d/.test(p));
  return words.length > 0 ? words.join(', ') : null;
}
