import { MANIFEST } from '../data/manifest';
import { geographyOf, type Geography } from './geography';

/** The geographies the generator wrote, as the manifest the build put in the page names them. */
export const COUNTY: Geography = geographyOf(MANIFEST, 'county');
export const TRACT: Geography = geographyOf(MANIFEST, 'tract');
