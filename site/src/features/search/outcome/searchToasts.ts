import { echo } from '../../../lib/i18n/echo';
import { defineMessages, text } from '../../../lib/i18n/messages';
import { COUNTY_FOUND, TRACT_FOUND } from '../../../show-county/showCounty';
import type { ZipCounty } from '../data/zipData';
import { countyKind, isIndependentCity, saysCity, type NamedCounty } from '../../../lib/data/countyNames';
import type { Area } from '../../../lib/data/area';

// What a search says, in toasts and in the suggestions' labels.

export interface SearchToast {
  variant: 'default' | 'destructive';
  title: string;
  description: string;
  /** It comes with a list across the top of a phone's screen, which it must not cover. */
  withList?: boolean;
}

// Each message that names a county by its kind (countyKind) takes it whole, not as a title made
// beforehand: in a sentence, Spanish puts an article before it ("está en el condado de Sangamon").
const messages = defineMessages({
  // The specification's, its English exact.
  noResults: { id: 'search.noResults', defaultMessage: 'No Results' },
  noMatch: { id: 'search.noMatch', defaultMessage: 'No counties found matching "{query}". Try searching for a county name or state.' },
  found: { id: 'search.found', defaultMessage: 'Found {count, plural, one {# matching county} other {# matching counties}}. Viewing {name}.' },
  // The same, in a view that does not keep the specification's words, naming the county by its kind and state.
  foundKind: {
    id: 'search.foundKind',
    defaultMessage:
      'Found {count, plural, one {# matching county} other {# matching counties}}. Viewing {kind, select, county {{county} County} parish {{county} Parish} city {{county} (city)} other {{county}}}, {state}.',
  },
  addressByZip: { id: 'search.addressByZip', defaultMessage: "Only the address's ZIP code, {zip}, was used, not its street or town." },
  loading: { id: 'search.loading', defaultMessage: 'Loading Data' },
  loadingText: {
    id: 'search.loadingText',
    defaultMessage: 'The county data is still loading. Your search for "{query}" will run as soon as it arrives.',
  },
  unreadable: { id: 'search.unreadable', defaultMessage: 'No counties found matching "{query}". Try a county name, a state, or a 5-digit ZIP code.' },
  stateFound: { id: 'search.stateFound', defaultMessage: 'State Found' },
  stateText: {
    id: 'search.stateText',
    defaultMessage: 'Showing {state} and its {count, plural, one {# county} other {# counties}}. Choose one to see its figures.',
  },
  outsideState: { id: 'search.outsideState', defaultMessage: '{state} is a state that the Demo view does not show.' },
  outsideCounty: { id: 'search.outsideCounty', defaultMessage: '{county} is a county that the Demo view does not show.' },
  outsideCounties: {
    id: 'search.outsideCounties',
    defaultMessage: '"{query}" finds {count, plural, one {# county} other {# counties}} that the Demo view does not show, the first {county}.',
  },
  placeFound: { id: 'search.placeFound', defaultMessage: 'Place Found' },
  placeInView: {
    id: 'search.placeInView',
    defaultMessage: '{place}, {state} is in {kind, select, county {{county} County} parish {{county} Parish} city {{county} city} other {{county}}}. Viewing {name}.',
  },
  placeOutside: {
    id: 'search.placeOutside',
    defaultMessage:
      '{place}, {state} is in {kind, select, county {{county} County} parish {{county} Parish} city {{county} city} other {{county}}}, a county that the Demo view does not show.',
  },
  placeSuggestion: {
    id: 'search.placeSuggestion',
    defaultMessage: '{place}, {state} · {kind, select, county {{county} County} parish {{county} Parish} city {{county} city} other {{county}}}',
  },
  placeTract: {
    id: 'search.placeTract',
    defaultMessage:
      '{place}, {state} is in {kind, select, county {{county} County} parish {{county} Parish} city {{county} city} other {{county}}}. Viewing census tract {tract}, at its centre; for your own tract, search for your ZIP code or use your location.',
  },
  zipTracts: {
    id: 'search.zipTracts',
    defaultMessage: 'ZIP {zip} has {count, plural, one {# census tract} other {# census tracts}}: choose yours in the list to see its figures. Viewing {name}.',
  },
  zipTract: { id: 'search.zipTract', defaultMessage: 'Viewing {tract}, the census tract of ZIP {zip}.' },
  independentCity: { id: 'search.independentCity', defaultMessage: '{name} city' },
  zipSuggestion: { id: 'search.zipSuggestion', defaultMessage: 'ZIP {zip} · {name}, {state}' },
  countyCodeSuggestion: { id: 'search.countyCodeSuggestion', defaultMessage: 'County code {code} · {name}, {state}' },
  zipSpans: { id: 'search.zipSpans', defaultMessage: 'ZIP {zip} spans {count, plural, one {# county} other {# counties}}: {names}. Viewing {viewing}.' },
  zipOutsideOne: { id: 'search.zipOutsideOne', defaultMessage: 'ZIP {zip} is in {county}, which the Demo view does not show.' },
  zipOutsideSeveral: {
    id: 'search.zipOutsideSeveral',
    defaultMessage: 'ZIP {zip} spans {count, plural, one {# county} other {# counties}}: {counties}, which the Demo view does not show.',
  },
  zipFailed: { id: 'search.zipFailed', defaultMessage: 'ZIP Lookup Failed' },
  zipFailedText: { id: 'search.zipFailedText', defaultMessage: 'Could not look up ZIP {zip}. Please check your connection and try again.' },
  noAreaCode: {
    id: 'search.noAreaCode',
    defaultMessage: '{geography, select, county {No County Found} tract {No Census Tract Found} other {No Area Found}}',
  },
  noAreaCodeText: {
    id: 'search.noAreaCodeText',
    defaultMessage:
      '{geography, select, county {No county has the code {code}.} tract {No census tract has the code {code}.} other {No area has the code {code}.}} The map is shown without one selected.',
  },
});

/** The title of a search that found nothing. */
export const NO_RESULTS = text(messages.noResults);

/** What a search of the specification's kind found: its matches, the first of them shown. */
export interface SearchResult {
  /** The trimmed text the user searched for. */
  query: string;
  /** The best-ranked match's name, or null. */
  match: string | null;
  count: number;
}

/** The specification's toasts: "County Found" or "No Results". */
export function searchToast(result: SearchResult): SearchToast {
  if (result.match === null) return { variant: 'destructive', title: NO_RESULTS, description: text(messages.noMatch, { query: echo(result.query) }) };
  return { variant: 'default', title: COUNTY_FOUND, description: text(messages.found, { count: result.count, name: result.match }) };
}

/** "County Found", naming the county by its kind and state: "Viewing St. Louis County, MO.", "Viewing St. Louis (city), MO." */
export const countyFoundToast = (county: NamedCounty, count: number): SearchToast => ({
  variant: 'default',
  title: COUNTY_FOUND,
  description: text(messages.foundKind, { count, county: county.name, state: county.state, kind: countyKind(county) }),
});

/** A toast of an address read by its ZIP alone, saying so: its street (and town) were not used. */
export const readByZip = (message: SearchToast, zip: string): SearchToast => ({ ...message, description: `${message.description} ${text(messages.addressByZip, { zip })}` });

/** A search made before the shown view's counties arrived: it runs when they do. */
export const loadingToast = (query: string): SearchToast => ({
  variant: 'default',
  title: text(messages.loading),
  description: text(messages.loadingText, { query: echo(query) }),
});

/** Text with nothing a search can use, such as a street address without its ZIP code. */
export const unreadableToast = (query: string): SearchToast => ({
  variant: 'destructive',
  title: NO_RESULTS,
  description: text(messages.unreadable, { query: echo(query) }),
});

/** A state named exactly: the map shows it whole and no county is opened. */
export const stateToast = (stateName: string, counties: number): SearchToast => ({
  variant: 'default',
  title: text(messages.stateFound),
  description: text(messages.stateText, { state: stateName, count: counties }),
});

const countyAndState = (c: { name: string; state: string }) => `${c.name}, ${c.state}`;

/** Where a search outside the Demo view found a state or counties (offerWiderView adds what the Measured view covers). */
export function outsideView(query: string, found: { state: string } | { counties: readonly NamedCounty[] }): string {
  if ('state' in found) return text(messages.outsideState, { state: found.state });
  const [first] = found.counties;
  if (found.counties.length === 1) return text(messages.outsideCounty, { county: countyAndState(first!) });
  return text(messages.outsideCounties, { query: echo(query), count: found.counties.length, county: countyAndState(first!) });
}

/** A place (or subdivision) and the county it opens, as the messages take them. */
export interface PlaceInCounty {
  place: string;
  state: string;
  county: NamedCounty;
}

const placeValues = (p: PlaceInCounty) => ({ place: p.place, state: p.state, county: p.county.name, kind: countyKind(p.county) });

/** "Springfield, IL · Sangamon County": a place, and the county choosing it opens. */
export const placeLabel = (p: PlaceInCounty): string => text(messages.placeSuggestion, placeValues(p));

/** "Orange, California"; an independent city says so ("Richmond city, Virginia"). */
export function countyLabel(county: NamedCounty, stateName: string): string {
  const name = isIndependentCity(county.fips) && !saysCity(county.name) ? text(messages.independentCity, { name: county.name }) : county.name;
  return `${name}, ${stateName}`;
}

/** "ZIP 10001 · New York, NY": a ZIP's county, with its state's postal code. */
export const zipLabel = (zip: string, county: ZipCounty, stateCode: string): string => text(messages.zipSuggestion, { zip, name: county.name, state: stateCode });
export const countyCodeLabel = (code: string, county: NamedCounty): string =>
  text(messages.countyCodeSuggestion, { code, name: county.name, state: county.state });

/** A place found in a county the view shows, which it shows. */
export const placeFoundToast = (p: PlaceInCounty, shown: string): SearchToast => ({
  variant: 'default',
  title: text(messages.placeFound),
  description: text(messages.placeInView, { ...placeValues(p), name: shown }),
});

/** A place found in a view that opens census tracts, which shows the tract holding its point (named by tractLabel). */
export const placeTractToast = (p: PlaceInCounty, tract: string): SearchToast => ({
  variant: 'default',
  title: text(messages.placeFound),
  description: text(messages.placeTract, { ...placeValues(p), tract }),
});

/** A ZIP with several census tracts, listed in the search box, its county shown meanwhile. */
export const zipTractsToast = (zip: string, count: number, shown: string): SearchToast => ({
  variant: 'default',
  title: COUNTY_FOUND,
  description: text(messages.zipTracts, { zip, count, name: shown }),
  withList: true,
});

/** A ZIP with one census tract, which is shown (named by tractLabel). */
export const zipTractToast = (zip: string, tract: string): SearchToast => ({
  variant: 'default',
  title: TRACT_FOUND,
  description: text(messages.zipTract, { zip, tract }),
});

/** A place in a county the Demo view does not show (offerWiderView's text). */
export const placeOutsideView = (p: PlaceInCounty): string => text(messages.placeOutside, placeValues(p));

/** A ZIP that spans several counties, some in the view: all are named, the first in the view is shown. */
export const zipSpansToast = (zip: string, counties: readonly ZipCounty[], viewing: string): SearchToast => ({
  variant: 'default',
  title: COUNTY_FOUND,
  description: text(messages.zipSpans, { zip, count: counties.length, names: counties.map((c) => c.name).join(', '), viewing }),
});

/** Where a ZIP outside the Demo view's counties is (offerWiderView's text): "New York, New York". */
export function zipOutsideView(zip: string, counties: readonly ZipCounty[]): string {
  if (counties.length === 1) return text(messages.zipOutsideOne, { zip, county: countyAndState(counties[0]!) });
  return text(messages.zipOutsideSeveral, { zip, count: counties.length, counties: counties.map(countyAndState).join('; ') });
}

/** The ZIP's file could not be fetched for another reason than not existing. */
export const zipFailedToast = (zip: string): SearchToast => ({
  variant: 'destructive',
  title: text(messages.zipFailed),
  description: text(messages.zipFailedText, { zip }),
});

/** A link's area code that no area of its geography has (`?county=99999`, `?tract=06019999999`). */
export const noAreaCodeToast = ({ geography, id }: Area): SearchToast => ({
  variant: 'destructive',
  title: text(messages.noAreaCode, { geography }),
  description: text(messages.noAreaCodeText, { geography, code: echo(id) }),
});
