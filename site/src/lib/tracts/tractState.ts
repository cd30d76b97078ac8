/**
 * The state whose census tracts the generator writes (CalEnviroScreen 4.0 covers California): a
 * county whose FIPS code starts with it has a tract file. The manifest names the tract files' folder,
 * not which counties have one. Its own module: the county card and the map's first code need only
 * this, not the tracts' figures.
 */
export const TRACT_STATE = '06';

export const hasTracts = (countyFips: string): boolean => countyFips.startsWith(TRACT_STATE);

/** From this zoom the Measured view draws the census tracts over their counties. */
export const TRACT_ZOOM = 8;
