import type { CountyRecord } from '../../../lib/data/counties';
import { showCounty } from '../../../show-county/showCounty';
import { useAppStore } from '../../../store/appStore';
import { toast } from '../../../toasts/toast';
import type { Reading } from '../readings/reading';
import type { SearchIndex } from '../data/searchData';
import { countyFoundToast, searchToast, type PlaceInCounty, type SearchToast } from './searchToasts';
import type { NamedCounty } from '../../../lib/data/countyNames';

/** Shows a search message; an action is a button in the toast. */
export function showToast(message: SearchToast, action?: { label: string; onClick: () => void }): void {
  const options = { description: message.description, clearOfTop: message.withList };
  if (message.variant === 'destructive') toast.error(message.title, options);
  else toast(message.title, { ...options, action });
}

/**
 * "County Found" with how many counties match: the specification's words in a view that keeps its
 * rule, else naming the county by its kind and state ("Viewing St. Louis (city), MO.").
 */
export const countyFound = (query: string, county: CountyRecord, count: number): SearchToast =>
  useAppStore.getState().dataView.search.specificationRule
    ? searchToast({ query, match: county.name, count })
    : countyFoundToast({ fips: county.id, name: county.name, state: county.stateCode }, count);

/** The specification's outcome: "County Found" (countyFound), and the county shown on the map. */
export function showCountyFound(query: string, county: CountyRecord, count: number, say: (message: SearchToast) => SearchToast = (m) => m): void {
  showToast(say(countyFound(query, county, count)));
  showCounty(county.id);
}

/** The specification's "No Results". */
export const showNoResults = (query: string): void => showToast(searchToast({ query, match: null, count: 0 }));

/** The shown view reads names as people mean them, and says when an address was read by its ZIP alone (DataView.search). */
export const viewReadsAsMeant = (): boolean => useAppStore.getState().dataView.search.asMeant;

/** The shown view's counties. */
export const viewCounties = (): readonly CountyRecord[] => useAppStore.getState().counties;

/** The county of the shown view with a FIPS code, if it has it. */
export const countyInView = (fips: string): CountyRecord | undefined => viewCounties().find((c) => c.id === fips);

/** A reading's county as the messages name it. */
export function namedCounty(index: SearchIndex, fips: string): NamedCounty {
  const c = index.countyByFips.get(fips);
  return { fips, name: c?.name ?? fips, state: c?.state ?? '' };
}

/** A place or subdivision with its county, as the messages take them. */
export const placeInCounty = (index: SearchIndex, r: Reading): PlaceInCounty => ({ place: r.name, state: r.state, county: namedCounty(index, r.county) });
