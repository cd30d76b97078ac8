/**
 * The state whose census tracts the generator writes (CalEnviroScreen 4.0 covers California): a
 * county whose FIPS code starts with it has a tract file. The manifest names the tract files' folder,
 * not which counties have one. Its own module: the county card and the map's first code need only
 * this, not the tracts' figures.
 */
export const TRACT_STATE = '06';

export const hasTracts = (countyFips: string): boolean => countyFips.startsWith(TRACT_STATE);

/**
 * From this zoom the Measured view draws the census tracts over their counties: one step past the
 * zoom a county link and a search open at (the specification's 8), where the county itself is what
 * was asked for. At 8 a laptop's view of Fresno holds 23 California counties, whose tract files are
 * 370 KB, more than the rest of a Measured county link's data.
 */
export const TRACT_ZOOM = 9;
