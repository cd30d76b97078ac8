import { TRACT } from '../shapes/geographies';

// Its own module: the county card and the map's first code need only this, not the tracts' figures.

/** The counties with tract files, as the generator's manifest names them (California's). */
const tractCounties: ReadonlySet<string> = new Set(TRACT.parents);

export const hasTracts = (countyFips: string): boolean => tractCounties.has(countyFips);

/**
 * From this zoom the Measured view draws the census tracts over their counties: one step past the
 * zoom a county link and a search open at (the specification's 8), where the county itself is what
 * was asked for. At 8 a laptop's view of Fresno holds 23 California counties, whose tract files are
 * 370 KB, more than the rest of a Measured county link's data.
 */
export const TRACT_ZOOM = 9;

/**
 * A tract opened by its link, a search or "Use my location" is fitted into the view, with its
 * neighbours around it: a city block's tract no closer than this zoom, where its streets still show.
 */
export const TRACT_FOCUS_MAX_ZOOM = 13;
