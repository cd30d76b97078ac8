import type { CountyRecord } from '../../lib/counties';
import { useAppStore } from '../../store/appStore';
import { selectViewCountiesPending } from '../../store/selectors';
import { countiesOfState, countiesWithCode, countyIndex, type StateNames } from './countyIndex';
import { readQuery, type QueryReading } from './readQuery';
import { searchToast } from './resultToast';
import { rankCounties, type PeopleOf } from './search';
import { showPlace, type PlaceAnswer } from './placeSearch';
import { placeAnswer } from './placeLookup';
import { queryKey } from './places';
import { rankedMatches } from './suggestions';
import { countiesBounds } from './countiesBounds';
import { offerWiderView } from '../../show-county/offerWiderView';
import { closeDrawerOnPhone } from '../../show-county/showCounty';
import { showSearchResult, showToast } from './showSearchResult';
import { loadingToast, outsideView, stateToast, unreadableToast, type OutsideFind } from './searchToasts';
import { nationalCounties, viewCountiesLoaded } from './viewData';
import { zipFailedToast } from './zipToasts';

const viewCounties = () => useAppStore.getState().counties;

/**
 * Runs a search over the shown view's counties and shows its outcome (the reading: readQuery.ts).
 * A search made while those counties load says so and runs when they arrive. Resolves to the
 * counties for the search box to list: those of a state, or of a ZIP that spans several.
 */
export async function runSearch(text: string): Promise<readonly CountyRecord[]> {
  const query = text.trim();
  if (query === '') return [];
  if (selectViewCountiesPending(useAppStore.getState())) {
    showToast(loadingToast(query));
    await viewCountiesLoaded();
  }
  const reading = readQuery(query, countyIndex(viewCounties()).states)!;
  switch (reading.kind) {
    case 'zip':
      return searchZip(query, reading);
    case 'fips':
      return showFound(query, countiesWithCode(viewCounties(), reading.fips), () => showToast(noResults(query)));
    case 'state':
      return showState(reading.state);
    case 'place':
      return searchPlace(query, reading.text, () => showToast(reading.address ? unreadableToast(query) : noResults(query)));
    case 'unreadable':
      showToast(unreadableToast(query));
      return [];
  }
}

/** The piece of places a text names, fetched if it is not yet; null when it names none or cannot be fetched. */
async function placesFor(text: string): Promise<PlaceAnswer | null> {
  const key = queryKey(text);
  return key ? placeAnswer(key) : null;
}

/**
 * Opens the best match among the view's counties and the places in them (more people first among
 * equal matches); with none, in a view with a wider one (the Demo), offers that view for the best
 * match in the country, a county or a place.
 */
async function searchPlace(query: string, text: string, nothingFound: () => void): Promise<readonly CountyRecord[]> {
  const places = await placesFor(text);
  const view = viewCounties();
  const found = rankedMatches(view, text, places).filter((s) => s.county !== null);
  const first = found[0];
  if (first?.place) {
    showPlace(first.place);
    return [];
  }
  const counties = found.flatMap((s) => (s.place || !s.county ? [] : [s.county]));
  if (counties[0] || !useAppStore.getState().dataView.wider) return showFound(query, counties, nothingFound);
  const national = rankedMatches(await nationalCounties(), text, places)[0];
  if (national?.place) showPlace(national.place);
  else if (!(await offerWider(query, places?.population))) nothingFound();
  return [];
}

/** The specification's "No Results" toast. */
const noResults = (query: string) => searchToast({ query, match: null, count: 0 });

async function searchZip(query: string, reading: Extract<QueryReading, { kind: 'zip' }>): Promise<readonly CountyRecord[]> {
  // The ZIP code is a chunk of its own, fetched with the first ZIP query.
  const zipCode = await import('./searchZip').catch(() => null);
  const counties = zipCode ? await zipCode.lookupZip(reading.zip) : null;
  if (zipCode && counties && counties.length > 0) return zipCode.showZip(reading.zip, counties);
  // No such ZIP (or no answer): the same digits as a county code, or the town of the address.
  const byCode = reading.fips ? countiesWithCode(viewCounties(), reading.fips) : [];
  if (byCode.length > 0) return showFound(query, byCode, () => {});
  if (counties === null) {
    showToast(zipFailedToast(reading.zip));
    return [];
  }
  if (reading.place) return showFound(query, rankCounties(viewCounties(), reading.place), () => showToast(unreadableToast(query)));
  return showFound(query, [], () => showToast(noResults(query)));
}

/**
 * Shows the first of the counties found, or, when there are none in a view with a wider one (the
 * Demo), whether the query finds counties that view does not show, with an offer of the wider one
 * (the Measured); else calls nothingFound.
 */
async function showFound(query: string, found: readonly CountyRecord[], nothingFound: () => void): Promise<readonly CountyRecord[]> {
  if (found[0]) {
    showSearchResult({ query, match: found[0], count: found.length });
    return [];
  }
  if (!useAppStore.getState().dataView.wider || !(await offerWider(query))) nothingFound();
  return [];
}

/** Fits the map to a state and lists its counties; opens none. */
function showState(state: StateNames): readonly CountyRecord[] {
  const counties = countiesOfState(viewCounties(), state);
  const bounds = countiesBounds(counties);
  if (bounds) useAppStore.getState().fitBounds(bounds);
  showToast(stateToast(counties[0]?.state ?? state.name, counties.length));
  closeDrawerOnPhone();
  return counties;
}

/** What the query finds among every US county: a state, or counties by code or name. */
function findNationally(query: string, national: readonly CountyRecord[], peopleOf?: PeopleOf): OutsideFind | null {
  const reading = readQuery(query, countyIndex(national).states);
  let counties: readonly CountyRecord[] = [];
  if (reading?.kind === 'state') {
    const inState = countiesOfState(national, reading.state);
    return inState[0] ? { state: inState[0].state } : null;
  }
  if (reading?.kind === 'fips') counties = countiesWithCode(national, reading.fips);
  else if (reading?.kind === 'zip' && reading.fips) counties = countiesWithCode(national, reading.fips);
  else if (reading?.kind === 'zip' && reading.place) counties = rankCounties(national, reading.place, peopleOf);
  else if (reading?.kind === 'place') counties = rankCounties(national, reading.text, peopleOf);
  return counties.length > 0 ? { counties } : null;
}

/** In a view with a wider one (the Demo): offers that view when the query finds counties there. False when it finds none. */
async function offerWider(query: string, peopleOf?: PeopleOf): Promise<boolean> {
  const found = findNationally(query, await nationalCounties(), peopleOf);
  if (!found) return false;
  offerWiderView(outsideView(query, found), () => void runSearch(query));
  return true;
}

/** A county of a link that the view (the Demo) does not have: the same offer as a search for its code. */
export async function offerLinkedCounty(key: string): Promise<void> {
  if (useAppStore.getState().dataView.wider) await offerWider(`fips:${key}`);
}
