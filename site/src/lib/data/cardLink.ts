import { MANIFEST } from './manifest';

/** The link's parameters that name an area (area.ts): one per geography of the manifest, `county=`, `tract=`. */
export const areaParameters = (): string[] => MANIFEST.geographies.map((geography) => geography.linkParameter);

/** The link's parameter that names a Superfund site, whose card it opens: `site=NC6170022580`. */
export const SITE_PARAMETER = 'site';

/** The length of EPA's Superfund site IDs. */
export const SITE_ID_LENGTH = 12;

/** EPA's Superfund site IDs: 12 capitals and digits (NC6170022580). */
export const SITE_ID = new RegExp(`^[A-Z0-9]{${SITE_ID_LENGTH}}$`);

/** The link's parameters that open a card: an area's, a site's. */
export const cardParameters = (): string[] => [...areaParameters(), SITE_PARAMETER];

/**
 * Whether a link opens a card: it names an area or a site in one of the parameters. Self-contained,
 * since the page's inline script runs it too (features/sidebar/drawerForCardLink.ts).
 */
export function linkOpensCard(search: string, parameters: readonly string[]): boolean {
  const params = new URLSearchParams(search);
  return parameters.some((parameter) => Boolean(params.get(parameter)?.trim()));
}
