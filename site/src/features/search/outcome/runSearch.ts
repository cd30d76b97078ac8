import type { Area } from '../../../lib/data/area';
import type { CountyRecord } from '../../../lib/data/counties';
import { offerWiderView } from '../../../show-county/offerWiderView';
import { closeDrawerOnPhone, measureFrom, showCounty, showTract } from '../../../show-county/showCounty';
import { useAppStore } from '../../../store/appStore';
import { selectViewCountiesPending } from '../../../store/selectors';
import { placePoint, searchIndex, type SearchIndex } from '../data/searchData';
import { lookupZip, type ZipCounty } from '../data/zipData';
import { readQuery, type QueryReading } from '../query/readQuery';
import type { RankedReading } from '../readings/rankReadings';
import type { Reading, SearchState } from '../readings/reading';
import { readingsFor } from '../readings/readingsFor';
import { countiesOfState, specificationMatches } from '../readings/specificationRule';
import { countiesBounds } from './countiesBounds';
import {
  loadingToast,
  outsideView,
  placeFoundToast,
  placeOutsideView,
  placeTractToast,
  readByZip,
  stateToast,
  type SearchToast,
  unreadableToast,
  zipFailedToast,
  zipOutsideView,
  zipSpansToast,
  zipTractsToast,
  zipTractToast,
} from './searchToasts';
import { countyInView, namedCounty, placeInCounty, showCountyFound, showNoResults, showToast, viewCounties, viewReadsAsMeant } from './showResult';
import { countySuggestion, tractLabel, viewOpensTracts, zipTractSuggestions, type Suggestion } from './suggestion';
import { viewCountiesLoaded } from './viewCountiesLoaded';
import { loadZipTracts, zipTractLocators } from './zipTracts';
import { searchFailed } from '../searchEngine';
import { openSiteNamed, showSolventLayer } from './searchSites';
import { showCompoundNamed } from './searchCompounds';

/**
 * Runs a search in the shown view and shows its outcome. In a view that keeps the specification's
 * rule (the Demo), a county of the view whose name or state holds the text is the answer wherever
 * there is one. Otherwise the text is read (readQuery.ts): a ZIP, a county code, a state, or a name,
 * whose readings are ranked (readings/) and the first one opened. A search made while the view's
 * counties load says so and runs when they arrive. Resolves to the options for the search box to
 * list: a state's counties, a ZIP's that spans several, or, in a view that opens census tracts, a
 * ZIP's tracts.
 */
export async function runSearch(text: string): Promise<readonly Suggestion[]> {
  const query = text.trim();
  if (query === '') return [];
  if (selectViewCountiesPending(useAppStore.getState())) {
    showToast(loadingToast(query));
    await viewCountiesLoaded();
  }
  if (useAppStore.getState().dataView.search.specificationRule) {
    const matches = specificationMatches(viewCounties(), query);
    if (matches[0]) {
      showCountyFound(query, matches[0], matches.length);
      return [];
    }
  }
  const index = await searchIndex().catch(() => null);
  if (!index) {
    searchFailed();
    return [];
  }
  if (showSolventLayer(query)) return [];
  const reading = readQuery(query, index.states)!;
  switch (reading.kind) {
    case 'zip':
      return searchZip(query, reading, index);
    case 'fips':
      return showCountyCode(query, reading.fips, index);
    case 'state':
      return showState(query, reading.state, index).map((c) => countySuggestion(c, reading.state.shown));
    case 'place':
      await searchName(query, reading.text, index, async () => {
        if (await openSiteNamed(query)) return;
        if (await showCompoundNamed(query, index)) return;
        if (reading.address) showToast(unreadableToast(query));
        else showNoResults(query);
      });
      return [];
    case 'unreadable':
      showToast(unreadableToast(query));
      return [];
  }
}


/** Opens the best reading of a name, or offers the wider view for it; calls nothingFound when there is none. */
async function searchName(query: string, text: string, index: SearchIndex, nothingFound: () => void | Promise<void>): Promise<void> {
  if (!openReadings(query, await readingsFor(text, index, true, viewReadsAsMeant()), index)) await nothingFound();
}

/** The area opened for a place measures its nearest Superfund site from the place's point, in a view with the sites. */
function measureFromPlace(area: Area, reading: Reading): void {
  if (reading.pointAt && useAppStore.getState().dataView.sites) measureFrom(area, placePoint(reading), `${reading.name}, ${reading.state}`);
}

/**
 * Shows where the ranked readings lead in the shown view. A view with a wider one (the Demo) takes
 * the first reading, and offers the wider view when its county is not there; another takes the
 * first reading whose county it has. A county found says how many counties match; a place or
 * subdivision names the county it is in, and a place opens the census tract holding its point in a
 * view that opens tracts. False when there is no reading to take.
 */
export function openReadings(query: string, ranked: readonly RankedReading[], index: SearchIndex): boolean {
  const wider = useAppStore.getState().dataView.wider;
  const first = wider ? ranked[0] : ranked.find((r) => countyInView(r.reading.county));
  if (!first) return false;
  const { reading } = first;
  const county = countyInView(reading.county);
  const isCounty = (r: RankedReading) => r.reading.kind === 'county';
  if (county && reading.kind === 'county') {
    showCountyFound(query, county, ranked.filter((r) => isCounty(r) && countyInView(r.reading.county)).length);
  } else if (county && reading.tract && viewOpensTracts()) {
    showToast(placeTractToast(placeInCounty(index, reading), reading.tract.name));
    measureFromPlace(showTract(reading.tract.id), reading);
  } else if (county) {
    showToast(placeFoundToast(placeInCounty(index, reading), county.name));
    measureFromPlace(showCounty(county.id), reading);
  } else if (reading.kind === 'county') {
    const outside = ranked.filter((r) => isCounty(r) && !countyInView(r.reading.county)).map((r) => namedCounty(index, r.reading.county));
    offerWiderView(outsideView(query, { counties: outside }), () => void openReadings(query, ranked, index));
  } else {
    offerWiderView(placeOutsideView(placeInCounty(index, reading)), () => void openReadings(query, [first], index));
  }
  return true;
}

/** A county code: the view's county, or the offer of the wider view that has it. */
function showCountyCode(query: string, fips: string, index: SearchIndex): readonly Suggestion[] {
  const county = countyInView(fips);
  if (county) showCountyFound(query, county, 1);
  else if (!offerCounty(query, fips, index)) showNoResults(query);
  return [];
}

/** Offers the wider view for a county the index has; false when there is no such view or county. */
function offerCounty(query: string, fips: string, index: SearchIndex): boolean {
  if (!useAppStore.getState().dataView.wider || !index.countyByFips.has(fips)) return false;
  offerWiderView(outsideView(query, { counties: [namedCounty(index, fips)] }), () => void runSearch(query));
  return true;
}

/**
 * Fits the map to a state named exactly and lists its counties, opening none; a state of one county
 * (the District of Columbia) is that county. A state the view does not have is offered in the wider view.
 */
function showState(query: string, state: SearchState, index: SearchIndex): readonly CountyRecord[] {
  const counties = countiesOfState(viewCounties(), state.code);
  if (counties.length === 1) {
    showCountyFound(query, counties[0]!, 1);
    return [];
  }
  if (counties.length === 0) {
    const national = index.counties.filter((c) => c.state === state.code);
    if (national.length === 1) {
      if (!offerCounty(query, national[0]!.county, index)) showNoResults(query);
    } else if (national.length > 0 && useAppStore.getState().dataView.wider) {
      offerWiderView(outsideView(query, { state: state.shown }), () => void runSearch(query));
    } else showNoResults(query);
    return [];
  }
  const bounds = countiesBounds(counties);
  if (bounds) useAppStore.getState().fitBounds(bounds);
  showToast(stateToast(state.shown, counties.length));
  closeDrawerOnPhone();
  return counties;
}

/**
 * A ZIP with an area: its counties (zipShown). A ZIP without one (a PO box, a single building): the
 * same digits as a county code, or the town and state of the address.
 */
async function searchZip(query: string, reading: Extract<QueryReading, { kind: 'zip' }>, index: SearchIndex): Promise<readonly Suggestion[]> {
  const counties = await lookupZip(reading.zip);
  if (counties && counties.length > 0) return showZip(reading.zip, counties, reading.address && viewReadsAsMeant());
  const byCode = reading.fips ? countyInView(reading.fips) : undefined;
  if (byCode) showCountyFound(query, byCode, 1);
  else if (counties === null) showToast(zipFailedToast(reading.zip));
  else if (reading.fips) return showCountyCode(query, reading.fips, index);
  else if (reading.place) await searchName(query, reading.place, index, () => showToast(unreadableToast(query)));
  else showNoResults(query);
  return [];
}

/**
 * Shows a ZIP's counties: one county of the view is shown as a county search would; several are
 * named and the first of the view shown; counties outside a view with a wider one (the Demo) are
 * named with an offer of that one. In a view that opens census tracts, a ZIP of one tract opens it
 * instead, and one of several keeps its county shown and has the box list them. The ZIP of an address
 * (`address`, in a view that says so) says that the rest of it was not used. Returns what the box lists: those tracts, or the
 * view's counties of a ZIP that spans several.
 */
export async function showZip(zip: string, counties: readonly ZipCounty[], address = false): Promise<readonly Suggestion[]> {
  const say = (message: SearchToast) => (address ? readByZip(message, zip) : message);
  // Looked for before anything is shown: a tract opened while the map flies to the county would be lost.
  const tracts = viewOpensTracts() && counties.some((c) => countyInView(c.fips)) ? await loadZipTracts(zip, counties) : [];
  if (tracts.length === 1) {
    showToast(say(zipTractToast(zip, tractLabel(tracts[0]!))));
    showTract(tracts[0]!.id);
    return [];
  }
  const shown = showZipInView(zip, counties, tracts.length, say);
  if (shown) return tracts.length > 1 ? zipTractSuggestions(tracts, await zipTractLocators(tracts)) : shown.map((c) => countySuggestion(c));
  if (useAppStore.getState().dataView.wider) {
    offerWiderView(zipOutsideView(zip, counties), () => void (showZipInView(zip, counties, 0, say) ?? showNoResults(zip)));
  } else showNoResults(zip);
  return [];
}

/**
 * Shows the ZIP's counties that the view has, saying so, or how many census tracts (more than one)
 * the box lists; returns null when the view has none of them.
 */
function showZipInView(zip: string, counties: readonly ZipCounty[], tracts = 0, say = (message: SearchToast) => message): readonly CountyRecord[] | null {
  const inView = counties.flatMap((c) => countyInView(c.fips) ?? []);
  const first = inView[0];
  if (!first) return null;
  if (tracts > 1) {
    showToast(say(zipTractsToast(zip, tracts, first.name)));
    showCounty(first.id);
  } else if (counties.length === 1) showCountyFound(zip, first, 1, say);
  else {
    showToast(say(zipSpansToast(zip, counties, first.name)));
    showCounty(first.id);
  }
  return inView;
}
