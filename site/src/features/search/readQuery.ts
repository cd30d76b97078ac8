import type { StateNames } from './countyIndex';
import { fold } from './normalize';

/**
 * What a search text asks for, read before any county is compared:
 * - zip: five digits alone, or the last ZIP (or ZIP+4) ending a part of an address. A bare five-digit
 *   query is also a county code (`fips`), tried when it is no ZIP; `place` is the address without
 *   its ZIP and street, tried when the ZIP is unknown.
 * - fips: a county code with a prefix (`fips:06019`, `FIPS 6019`): never a ZIP.
 * - state: exactly a state's name or postal code ("Texas", "tx"), of the states given.
 * - place: text to match against county names ("Orange, FL"); `address` when it had digits, which
 *   no county name has (a street number), so the text was not read whole.
 * - unreadable: digits and nothing else a search can use ("123 Main St").
 */
export type QueryReading =
  | { kind: 'zip'; zip: string; fips: string | null; place: string | null }
  | { kind: 'fips'; fips: string }
  | { kind: 'state'; state: StateNames }
  | { kind: 'place'; text: string; address: boolean }
  | { kind: 'unreadable' };

const FIPS_PREFIXED = /^fips\s*[:#]?\s*(\d{4,5})$/i;
const BARE_ZIP = /^(\d{5})(?:-\d{4})?$/;
// A ZIP ends a part of an address: "CA 93721", "93721-1234, USA" (the country is dropped first).
const ZIP_ENDING_PART = /(?:^|[\s,])(\d{5})(?:-\d{4})?$/;
// In Spanish too: "EE. UU.", "EEUU", "Estados Unidos".
const COUNTRY = /[\s,]+(?:usa|u\.s\.a\.|us|united states(?: of america)?|ee\.? ?uu|estados unidos(?: de am[eé]rica)?)\.?$/i;

/** Reads a search text; null for blank text. states are those of the view's county list (countyIndex). */
export function readQuery(text: string, states: readonly StateNames[]): QueryReading | null {
  const query = text.trim();
  if (query === '') return null;
  const fips = FIPS_PREFIXED.exec(query);
  if (fips) return { kind: 'fips', fips: fips[1]!.padStart(5, '0') };
  const bare = BARE_ZIP.exec(query);
  if (bare) return { kind: 'zip', zip: bare[1]!, fips: query === bare[1] ? bare[1]! : null, place: null };

  const parts = query.replace(COUNTRY, '').split(',').map((p) => p.trim());
  const zipAt = parts.findLastIndex((p) => ZIP_ENDING_PART.test(p));
  if (zipAt >= 0) {
    const zip = ZIP_ENDING_PART.exec(parts[zipAt]!)![1]!;
    parts[zipAt] = parts[zipAt]!.replace(ZIP_ENDING_PART, '');
    return { kind: 'zip', zip, fips: null, place: placeOf(parts) };
  }

  const folded = fold(query);
  const state = states.find((s) => s.name === folded || s.code === folded);
  if (state) return { kind: 'state', state };
  if (!/\d/.test(query)) return { kind: 'place', text: query, address: false };
  const place = placeOf(parts);
  return place === null ? { kind: 'unreadable' } : { kind: 'place', text: place, address: true };
}

/** The parts of an address a county search can use: those without digits (a street, a number). */
function placeOf(parts: readonly string[]): string | null {
  const words = parts.filter((p) => p !== '' && !/\d/.test(p));
  return words.length > 0 ? words.join(', ') : null;
}
