import { MANIFEST } from './manifest';

/** The link's parameters that name an area (area.ts): one per geography of the manifest, `county=`, `tract=`. */
export const areaParameters = (): string[] => MANIFEST.geographies.map((geography) => geography.linkParameter);

/** The link's parameter that names a Superfund site, whose card it opens: `site=NC6170022580`. */
export const SITE_PARAMETER = 'site';

/** The length of EPA's Superfund site IDs. */
export const SITE_ID_LENGTH = 12;

/** How a kind of card's ids are written: their length, and a regular expression's source that matches them. */
export interface IdFormat {
  idLength: number;
  idPattern: string;
}

/** EPA's Superfund site IDs: 12 capitals and digits (NC6170022580). */
export const SITE_ID_FORMAT: IdFormat = { idLength: SITE_ID_LENGTH, idPattern: `^[A-Z0-9]{${SITE_ID_LENGTH}}$` };

/**
 * An id as a link or a search gives it: trimmed; a number shorter than the kind's ids taken as one
 * that lost its leading zeros in a spreadsheet (6019 is the county 06019, 6019001000 the tract
 * 06019001000); in capitals when that makes one of the kind's ids (nc6170022580 is the site
 * NC6170022580). Null for none; anything else is left as it is, so that the page can say that no
 * area or site has it. Self-contained, since the page's inline script runs it too (show-county/cardPreview.tsx).
 */
export function typedId(kind: IdFormat, value: string | null | undefined): string | null {
  const id = value?.trim() || null;
  if (!id) return null;
  if (id.length < kind.idLength && /^\d+$/.test(id)) return id.padStart(kind.idLength, '0');
  const capitals = id.toUpperCase();
  return capitals !== id && new RegExp(kind.idPattern).test(capitals) ? capitals : id;
}

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
