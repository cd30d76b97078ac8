import { TRACT } from '../shapes/geographies';

// Its own module: the county card and the map's first code need only this, not the tracts' figures.

/** The counties with tract files, as the generator's manifest names them (California's). */
const tractCounties: ReadonlySet<string> = new Set(TRACT.parents);

export const hasTracts = (countyFips: string): boolean => tractCounties.has(countyFips);

/** From this zoom the Measured view draws the census tracts over their counties (data/README.md says why 9). */
export const TRACT_ZOOM = TRACT.zoom;

/**
 * A tract opened by its link, a search or "Use my location" is fitted into the view, with its
 * neighbours around it: a city block's tract no closer than this zoom, where its streets still show.
 */
export const TRACT_FOCUS_MAX_ZOOM = 13;
