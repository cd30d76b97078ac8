import { COUNTY } from '../shapes/geographies';
import { isAreaId } from '../shapes/geography';
import { defineMessages, text } from '../i18n/messages';
import type { County } from './counties';

/** Census county codes 500 and up are independent cities: Virginia's cities, Baltimore, St. Louis, Carson City. */
export const isIndependentCity = (fips: string): boolean => isAreaId(COUNTY, fips) && Number(fips.slice(COUNTY.parentIdLength)) >= 500;

/** A county as the messages name it: its code, its name and its state's postal code. */
export interface NamedCounty {
  fips: string;
  name: string;
  state: string;
}

/** A county's kind, as the messages name it: "Sangamon County", "Orleans Parish", "Alexandria city", or by its name alone. */
type CountyKind = 'county' | 'parish' | 'city' | 'name';

/** An independent city's name that already says it is one: "Carson City", "Baltimore city". */
export const saysCity = (name: string): boolean => / city$/i.test(name);

/**
 * How a county is named: "Sangamon County", "Orleans Parish", "Alexandria city" (an independent
 * city), or by its name alone: Alaska's boroughs and census areas, Puerto Rico's municipios and the
 * island areas, the District of Columbia, a city whose name says so ("Carson City").
 */
export function countyKind(county: NamedCounty): CountyKind {
  if (isIndependentCity(county.fips)) return saysCity(county.name) ? 'name' : 'city';
  if (county.state === 'LA') return 'parish';
  if (['AK', 'DC', 'PR', 'VI', 'GU', 'MP', 'AS'].includes(county.state)) return 'name';
  return 'county';
}

const messages = defineMessages({
  title: {
    id: 'county.title',
    defaultMessage: '{kind, select, county {{county} County} parish {{county} Parish} city {{county} (city)} other {{county}}}, {state}',
  },
});

/** A county's title, naming its kind as the search's toasts do: "St. Louis County, MO", "St. Louis (city), MO", "Anchorage, AK". */
export const countyTitle = (county: Pick<County, 'id' | 'name' | 'stateCode'>): string =>
  text(messages.title, { county: county.name, state: county.stateCode, kind: countyKind({ fips: county.id, name: county.name, state: county.stateCode }) });
