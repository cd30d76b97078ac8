import type { CountyRecord } from '../../lib/counties';
import { fold } from './normalize';

/** A county with the folded texts search compares against, built once per county list. */
export interface IndexedCounty {
  county: CountyRecord;
  fips: string;
  name: string;
  /** The name without spaces: "de kalb" finds DeKalb, "lasalle" La Salle. */
  compact: string;
  state: string;
  /** Lower-case state code ("ca"). */
  code: string;
  isCity: boolean;
}

export interface StateNames {
  code: string;
  name: string;
}

export interface CountyIndex {
  /** In FIPS order, so a stable sort by rank leaves ties in FIPS order. */
  entries: readonly IndexedCounty[];
  states: readonly StateNames[];
}

/** Census county codes 500 and up are independent cities: Virginia's cities, Baltimore, St. Louis, Carson City. */
export function isIndependentCity(county: CountyRecord): boolean {
  const fips = county.fipsCode || county.id;
  return /^\d{5}$/.test(fips) && Number(fips.slice(2)) >= 500;
}

const built = new WeakMap<readonly CountyRecord[], CountyIndex>();

/** The index of a county list, memoised on the array: the store replaces the array when the list changes. */
export function countyIndex(counties: readonly CountyRecord[]): CountyIndex {
  let index = built.get(counties);
  if (!index) {
    index = buildIndex(counties);
    built.set(counties, index);
  }
  return index;
}

function buildIndex(counties: readonly CountyRecord[]): CountyIndex {
  const entries = counties
    .map((county) => {
      const fips = county.fipsCode || county.id;
      return {
        county,
        fips,
        name: fold(county.name),
        compact: fold(county.name).replace(/ /g, ''),
        state: fold(county.state),
        code: county.stateCode.toLowerCase(),
        isCity: isIndependentCity(county),
      };
    })
    .sort((a, b) => (a.fips < b.fips ? -1 : a.fips > b.fips ? 1 : 0));
  const states = new Map<string, StateNames>();
  for (const e of entries) if (!states.has(e.state)) states.set(e.state, { code: e.code, name: e.state });
  return { entries, states: [...states.values()] };
}

/** The counties whose FIPS code is fips (one, or none). */
export function countiesWithCode(counties: readonly CountyRecord[], fips: string): CountyRecord[] {
  return counties.filter((c) => (c.fipsCode || c.id) === fips);
}

/** A state's counties, in FIPS order. */
export function countiesOfState(counties: readonly CountyRecord[], state: StateNames): CountyRecord[] {
  return countyIndex(counties)
    .entries.filter((e) => e.code === state.code)
    .map((e) => e.county);
}
