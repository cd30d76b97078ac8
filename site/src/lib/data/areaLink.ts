import { MANIFEST } from './manifest';

/** The link's parameters that name an area (area.ts): one per geography of the manifest, `county=`, `tract=`. */
export const areaParameters = (): string[] => MANIFEST.geographies.map((geography) => geography.linkParameter);

/**
 * Whether a link opens an area's card: it names an area in one of the parameters. Self-contained,
 * since the page's inline script runs it too (features/sidebar/drawerForAreaLink.ts).
 */
export function linkOpensAreaCard(search: string, parameters: readonly string[]): boolean {
  const params = new URLSearchParams(search);
  return parameters.some((parameter) => Boolean(params.get(parameter)?.trim()));
}
