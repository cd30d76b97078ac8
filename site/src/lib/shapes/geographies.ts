import { MANIFEST } from '../data/manifest';
import { LANG } from '../i18n/lang';
import { geographyOf, type Geography } from './geography';

/** The geographies the generator wrote, in the manifest's order, as the manifest the build put in the page names them, in its language. */
export const GEOGRAPHIES: readonly Geography[] = MANIFEST.geographies.map((geography) => geographyOf(MANIFEST, geography.id, LANG));

export const COUNTY: Geography = geographyOf(MANIFEST, 'county', LANG);
export const TRACT: Geography = geographyOf(MANIFEST, 'tract', LANG);
