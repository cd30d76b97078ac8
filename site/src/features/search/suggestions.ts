import type { CountyRecord } from '../../lib/counties';
import { countiesWithCode, countyIndex } from './countyIndex';
import { fold } from './normalize';
import { readQuery } from './readQuery';
import { rankCounties, suggestionLabel } from './search';
import type { ZipCounty } from './zip';

/** An option of the search box's list. */
export interface Suggestion {
  key: string;
  label: string;
  /** The county to show; null for one the view does not have (choosing it runs the search, which says where it is). */
  county: CountyRecord | null;
}

/** A ZIP's counties as looked up (zip.ts), for the ZIP reading of a query. */
export interface ZipAnswer {
  zip: string;
  counties: readonly ZipCounty[];
}

export const MAX_SUGGESTIONS = 8;

export const countySuggestion = (county: CountyRecord): Suggestion => ({ key: county.key, label: suggestionLabel(county), county });

/**
 * The options while typing: each reading of a ZIP-like query ("ZIP 10001 · New York, NY" once its
 * counties are known, "County code 10001 · Kent, DE"), otherwise the best-ranked counties.
 */
export function suggestionsFor(counties: readonly CountyRecord[], text: string, zip: ZipAnswer | null): Suggestion[] {
  if (text.trim() === '') return [];
  const index = countyIndex(counties);
  const reading = readQuery(text, index.states);
  if (!reading || reading.kind === 'unreadable') return [];
  if (reading.kind === 'state') return rankCounties(counties, text).slice(0, MAX_SUGGESTIONS).map(countySuggestion);
  if (reading.kind === 'place') return rankCounties(counties, reading.text).slice(0, MAX_SUGGESTIONS).map(countySuggestion);
  const list: Suggestion[] = [];
  if (reading.kind === 'zip' && zip?.zip === reading.zip) {
    const stateCode = (name: string) => index.states.find((s) => s.name === fold(name))?.code.toUpperCase() ?? name;
    for (const c of zip.counties) {
      list.push({ key: `zip-${c.fips}`, label: `ZIP ${zip.zip} · ${c.name}, ${stateCode(c.state)}`, county: countiesWithCode(counties, c.fips)[0] ?? null });
    }
  }
  const code = reading.fips;
  if (code) for (const c of countiesWithCode(counties, code)) list.push({ key: `fips-${c.key}`, label: `County code ${code} · ${c.name}, ${c.stateCode}`, county: c });
  return list.slice(0, MAX_SUGGESTIONS);
}
