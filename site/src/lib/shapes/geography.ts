import { API_PATHS } from '../apiPaths';

/**
 * A kind of area the map draws (datagen/geography.go): how many digits its ids have, how many of
 * them name the larger area it lies in (a county's state, a tract's county), whose borders are
 * drawn heavier, and where its shapes are: one file, or one per parent when the path ends in "/".
 */
export interface Geography {
  id: string;
  /** What one area is called, in messages. */
  name: string;
  idLength: number;
  parentIdLength: number;
  shapesPath: string;
}

export const COUNTY: Geography = { id: 'county', name: 'county', idLength: 5, parentIdLength: 2, shapesPath: API_PATHS.countyShapes };
export const TRACT: Geography = { id: 'tract', name: 'census tract', idLength: 11, parentIdLength: 5, shapesPath: API_PATHS.tractShapes };
