import type { CountyRecord } from '../../../lib/data/counties';
import type { AreaLocator } from '../../../lib/shapes/areaLocator';
import { countyOfTract, type Tract } from '../../../lib/tracts/tractFigures';
import { zipTractNames } from '../../../lib/tracts/tractPlaceNames';
import { tractTitle } from '../../../lib/tracts/tractText';
import { useAppStore } from '../../../store/appStore';
import type { ZipCounty } from '../data/zipData';
import type { Reading, TractName } from '../readings/reading';
import { countyLabel } from './searchToasts';
import { countyInView } from './showResult';

/** An option of the search box's list. */
export interface Suggestion {
  key: string;
  label: string;
  /** Said below the label in smaller type: the census tract a place opens, or a ZIP's tract named by its places. */
  detail: string | null;
  /** The county of the shown view it stands for; null for one the view does not have. */
  county: CountyRecord | null;
  /** The reading it is (a county, place or subdivision); null for a ZIP's county or tract, or a county code. */
  reading: Reading | null;
  /** The GEOID of the census tract choosing it opens, in a view that opens tracts; null otherwise. */
  tract: string | null;
  /** For a ZIP's county: choosing it shows the ZIP in that county as a search for the ZIP does, its census tracts in a view that opens them. */
  zip?: { code: string; county: ZipCounty };
  /** For a ZIP's census tract: where it lies among the ZIP's others, drawn beside its name. */
  locator?: AreaLocator;
}

/** A county of the shown view as an option: "Orange, California", its state named as given (as the page says it: searchData's `shown`). */
export const countySuggestion = (county: CountyRecord, stateName = county.state): Suggestion => ({
  key: county.id,
  label: countyLabel({ fips: county.id, name: county.name, state: county.stateCode }, stateName),
  detail: null,
  county,
  reading: null,
  tract: null,
});

/** The shown view opens census tracts (the Measured view; the Demo is the specification's page). */
export const viewOpensTracts = (): boolean => useAppStore.getState().dataView.tracts;

/** A census tract as the messages name it: "Census tract 49.01, Fresno County, CA". */
export const tractLabel = (tract: TractName): string => tractTitle(tract, useAppStore.getState().counties);

/**
 * A ZIP's census tracts as options, each named by the places it lies in (zipTractNames: "Fresno, west
 * part of ZIP 93721", "Near Calwa") with its title below ("Census tract 1, Fresno County, CA"), or by
 * its title alone where the data names no place; each pictured among the others where `locators`
 * has it, since tracts of one place in one part of a ZIP share a name.
 */
export function zipTractSuggestions(tracts: readonly Tract[], locators: ReadonlyMap<string, AreaLocator> = new Map()): Suggestion[] {
  const names = zipTractNames(tracts);
  return tracts.map((tract, i) => {
    const locator = locators.get(tract.id);
    return {
      key: `tract-${tract.id}`,
      label: names[i] ?? tractLabel(tract),
      detail: names[i] ? tractLabel(tract) : null,
      county: countyInView(countyOfTract(tract.id)) ?? null,
      reading: null,
      tract: tract.id,
      ...(locator && { locator }),
    };
  });
}
