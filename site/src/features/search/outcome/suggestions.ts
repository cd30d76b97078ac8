import { useAppStore } from '../../../store/appStore';
import { searchIndex, type SearchIndex } from '../data/searchData';
import { lookupZip } from '../data/zipData';
import { readQuery } from '../query/readQuery';
import type { Reading } from '../readings/reading';
import { readingsFor } from '../readings/readingsFor';
import { countiesOfState, specificationMatches } from '../readings/specificationRule';
import { openReadings, showZip } from './runSearch';
import { countyCodeLabel, countyLabel, placeLabel, zipLabel } from './searchToasts';
import { countyInView, namedCounty, placeInCounty, showCountyFound, viewReadsAsMeant } from './showResult';
import { countySuggestion, tractLabel, viewOpensTracts, type Suggestion } from './suggestion';
import { showTract } from '../../../show-county/showCounty';

export const MAX_SUGGESTIONS = 8;

/** A reading as an option; a place that opens a census tract names it below ("Census tract 49.01, Fresno County, CA"). */
function readingSuggestion(index: SearchIndex, reading: Reading): Suggestion {
  const label =
    reading.kind === 'county'
      ? countyLabel(namedCounty(index, reading.county), index.states.find((s) => s.code === reading.state)?.shown ?? reading.state)
      : placeLabel(placeInCounty(index, reading));
  const tract = viewOpensTracts() ? (reading.tract ?? null) : null;
  return {
    key: `${reading.kind}-${reading.state}-${reading.county}-${reading.name}`,
    label,
    detail: tract && tractLabel(tract),
    county: countyInView(reading.county) ?? null,
    reading,
    tract: tract?.id ?? null,
  };
}

/**
 * The options while typing, in the order a search takes them: in a view that keeps the
 * specification's rule, its counties first; then each reading of a ZIP-like text ("ZIP 10001 · New
 * York, NY", "County code 10001 · Kent, DE"), a state's counties, or the ranked readings of a name
 * ("Springfield, MO · Greene County"). An option whose label is already listed is left out.
 */
export async function suggestionsFor(text: string): Promise<Suggestion[]> {
  if (text.trim() === '') return [];
  const { counties, dataView } = useAppStore.getState();
  const list = dataView.search.specificationRule ? specificationMatches(counties, text).map((c) => countySuggestion(c)) : [];
  const index = await searchIndex().catch(() => null);
  const reading = index && readQuery(text, index.states);
  if (index && reading?.kind === 'state') {
    const { code, shown } = reading.state;
    list.push(...countiesOfState(counties, code).map((c) => countySuggestion(c, shown)));
  }
  if (index && reading?.kind === 'zip') {
    const zipCounties = (await lookupZip(reading.zip)) ?? [];
    for (const c of zipCounties) {
      const code = index.states.find((s) => s.name === c.state)?.code ?? c.state;
      list.push({
        key: `zip-${c.fips}`,
        label: zipLabel(reading.zip, c, code),
        detail: null,
        county: countyInView(c.fips) ?? null,
        reading: null,
        tract: null,
        zip: { code: reading.zip, county: c },
      });
    }
    if (zipCounties.length === 0 && reading.place) list.push(...(await readingsFor(reading.place, index, true, viewReadsAsMeant())).map((r) => readingSuggestion(index, r.reading)));
  }
  const code = reading?.kind === 'fips' ? reading.fips : reading?.kind === 'zip' ? reading.fips : null;
  const byCode = code ? countyInView(code) : undefined;
  if (index && code && byCode) {
    list.push({ key: `fips-${code}`, label: countyCodeLabel(code, namedCounty(index, code)), detail: null, county: byCode, reading: null, tract: null });
  }
  if (index && reading?.kind === 'place') list.push(...(await readingsFor(reading.text, index, false, viewReadsAsMeant())).map((r) => readingSuggestion(index, r.reading)));
  const labels = new Set<string>();
  return list.filter((s) => !labels.has(s.label) && labels.add(s.label)).slice(0, MAX_SUGGESTIONS);
}

/** What the box says once an option is chosen, and the options it then lists (a ZIP's census tracts). */
export interface Chosen {
  text: string;
  listed: readonly Suggestion[];
}

/**
 * Shows a chosen option: its county, as a search would ("County Found"), a place's with where it is
 * (its census tract in a view that opens tracts), a census tract, a ZIP in the county chosen as a
 * search for the ZIP shows it (its one census tract opened, or its several listed), or the offer of
 * the wider view for one the view does not have.
 */
export async function showChosen(query: string, suggestion: Suggestion): Promise<Chosen> {
  const said = (text: string): Chosen => ({ text, listed: [] });
  const { reading, county, zip } = suggestion;
  if (zip) {
    const listed = await showZip(zip.code, [zip.county]);
    return { text: zip.code, listed: listed.some((option) => option.tract) ? listed : [] };
  }
  const index = await searchIndex().catch(() => null);
  if (!reading && suggestion.tract) {
    showTract(suggestion.tract);
    // The tract's title, which a ZIP's tract named by its places has below its name.
    return said(suggestion.detail ?? suggestion.label);
  }
  if (reading?.kind === 'county' || (!reading && county)) {
    if (county) showCountyFound(query, county, 1);
    else if (index) openReadings(query, [{ reading: reading!, rank: 0 }], index);
    return said(suggestion.label);
  }
  if (reading && index) {
    openReadings(query, [{ reading, rank: 0 }], index);
    return said(`${reading.name}, ${reading.state}`);
  }
  return said(query);
}
