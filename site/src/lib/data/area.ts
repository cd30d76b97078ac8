import { COUNTY, TRACT } from '../shapes/geographies';

/**
 * One area the page can select: an area of one of the manifest's geographies (lib/shapes/geography.ts)
 * by its id, a county by its FIPS code (or a Demo county's "name-state", lib/data/counties.ts), a census
 * tract by its GEOID. The link names it with its geography's link parameter: `county=06019`, `tract=06019001000`.
 */
export interface Area {
  /** The manifest's geography id: county, tract. */
  geography: string;
  id: string;
}

export const countyArea = (id: string): Area => ({ geography: COUNTY.id, id });

export const sameArea = (a: Area | null, b: Area | null): boolean => a === b || (a !== null && b !== null && a.geography === b.geography && a.id === b.id);

/** The selected county's id, or null when the area is none or no county. */
export const countyIdOf = (area: Area | null): string | null => (area?.geography === COUNTY.id ? area.id : null);

export const tractArea = (id: string): Area => ({ geography: TRACT.id, id });

/** The selected census tract's GEOID, or null when the area is none or no tract. */
export const tractIdOf = (area: Area | null): string | null => (area?.geography === TRACT.id ? area.id : null);
