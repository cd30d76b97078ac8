import { countyIdOf, type Area } from '../lib/data/area';
import { MANIFEST } from '../lib/data/manifest';
import { SITE_ID_FORMAT, SITE_PARAMETER, typedId } from '../lib/data/cardLink';
import { ALL_PESTICIDES, measureOfLink } from '../lib/figures/pesticideMeasure';
import { echo } from '../lib/i18n/echo';
import { defineMessages, text } from '../lib/i18n/messages';
import type { Environment } from '../lib/data/environment';
import { defaultLayers, normalizeLayers, sameLayers, type LayerId } from '../lib/data/layers';
import { COUNTY, GEOGRAPHIES } from '../lib/shapes/geographies';
import type { Geography } from '../lib/shapes/geography';
import { viewLayerTable } from '../views/layerTable';
import { DEFAULT_VIEW, viewById, type DataView } from '../views/views';

const messages = defineMessages({
  cannotCompare: { id: 'compare.cannotCompare', defaultMessage: 'Cannot Compare' },
  onlyMeasured: { id: 'compare.onlyMeasured', defaultMessage: 'Counties are compared in the Measured view.' },
  sameCounty: { id: 'compare.sameCounty', defaultMessage: 'That is the county of this report: choose another one to compare with.' },
  unknownCounty: {
    id: 'compare.unknownCounty',
    defaultMessage: 'There is no county with the code {code} to compare with; the link shows the one county.',
  },
  noSite: { id: 'site.noSite', defaultMessage: 'No Superfund Site Found' },
  noSiteText: { id: 'site.noSiteText', defaultMessage: 'No Superfund site with TCE or PCE has the EPA ID {id}. The map is shown without one selected.' },
  areaOutsideView: { id: 'link.areaOutsideView', defaultMessage: 'The link names the {geography} {id}, which the map shows with measured data.' },
  siteOutsideView: { id: 'site.outsideView', defaultMessage: 'The link names the Superfund site {id}: the sites with TCE or PCE are on the map with measured data.' },
});

/** The link's parameters besides the areas' (lib/data/cardLink.ts): the view, its layers, the report's second county, a site and the pesticide measure. */
export const LINK_PARAMETERS = { view: 'data', layers: 'layers', compare: 'compare', site: SITE_PARAMETER, pesticide: 'pesticide' } as const;

/** The title of the toast that says a compareProblem. */
export const CANNOT_COMPARE = text(messages.cannotCompare);

/** A site's link whose EPA ID no site has, said as a toast says it: its title and the text naming the ID. */
export const noSiteToast = (id: string): { title: string; description: string } => ({
  title: text(messages.noSite),
  description: text(messages.noSiteText, { id: echo(id) }),
});

/** The geography of an area, by its id; undefined for none of the manifest's. */
const geographyOf = (area: Area): Geography | undefined => GEOGRAPHIES.find((g) => g.id === area.geography);

/** An area's link in a view without its geography, said as the toast that offers the view with it says it: the geography's name, the id. */
export const areaOutsideViewText = (area: Area): string =>
  text(messages.areaOutsideView, { geography: geographyOf(area)?.name ?? area.geography, id: echo(area.id) });

/** A site's link in a view without the sites, said as the toast that offers the view with them says it. */
export const siteOutsideViewText = (id: string): string => text(messages.siteOutsideView, { id: echo(id) });

export interface UrlState {
  view: DataView;
  layers: LayerId[];
  /**
   * The area the link names (`county=` or `tract=`: its geography's link parameter), checked later
   * against the areas the view has (features/url-state/urlSync.ts).
   */
  area: Area | null;
  /** The county report's second county (`compare=`, only with a county), which opens the report; checked by compareProblem. */
  compare?: string | null;
  /** The Superfund sites' layer is on: its id among `layers=` (a view with sites only). */
  sites?: boolean;
  /** The Superfund site the link names (`site=`, an EPA ID), whose card a view with sites opens. */
  site?: string | null;
  /** The pesticide layer's measure (`pesticide=`, the Measured view's only): ALL_PESTICIDES when the link names none. */
  pesticide?: string;
}

/**
 * The view a link opens: `data=<view id>` (`data=measured`), the default view for none or any other
 * value. Given twice, the last counts: the CDN's rewrite to the view's own page reads it so.
 */
export const viewOfLink = (search: string | URLSearchParams): DataView => viewById(new URLSearchParams(search).getAll(LINK_PARAMETERS.view).at(-1));

/** Writes the view into a link's parameters: its id as `data`, none for the default view. */
export function setViewParam(params: URLSearchParams, view: DataView): void {
  if (view === DEFAULT_VIEW) params.delete(LINK_PARAMETERS.view);
  else params.set(LINK_PARAMETERS.view, view.id);
}

/**
 * The area a link names, by the first geography in the manifest's order whose link parameter it
 * has: `county=`, else `tract=`, as it is (a Demo county without a FIPS code is "name-state"; the
 * view says later whether it has the area, and that no area has a code it lacks,
 * features/url-state/urlSync.ts).
 */
function linkedArea(params: URLSearchParams): Area | null {
  for (const geography of GEOGRAPHIES) {
    const id = typedId(geography, params.get(geography.linkParameter));
    if (id) return { geography: geography.id, id };
  }
  return null;
}


/**
 * `?data=measured&layers=a,b&county=FIPS&compare=FIPS` or `tract=GEOID`, `pesticide=paraquat`; compare only with a county; no data param (or any other value) means the Demo view,
 * no layers param the view's defaults, `layers=` none; ids of no layer the view shows are dropped.
 */
export function parseUrlState(search: string, environment: Environment): UrlState {
  const params = new URLSearchParams(search);
  const view = viewOfLink(search);
  const table = viewLayerTable(environment, view);
  const layersParam = params.get(LINK_PARAMETERS.layers);
  const ids = layersParam?.split(',').map((s) => s.trim()) ?? [];
  const layers = layersParam === null ? defaultLayers(table) : normalizeLayers(table, ids);
  const area = linkedArea(params);
  const compare = (countyIdOf(area) && typedId(COUNTY, params.get(LINK_PARAMETERS.compare))) || null;
  const site = typedId(SITE_ID_FORMAT, params.get(LINK_PARAMETERS.site));
  const sites = view.sites && ids.includes(MANIFEST.sitesLayer);
  const pesticide = view.countySource === 'exposures' ? measureOfLink(params.get(LINK_PARAMETERS.pesticide)) : ALL_PESTICIDES;
  // Left out when off, as a link without them leaves them out.
  return { view, layers, area, compare, ...(sites && { sites }), ...(site && { site }), ...(pesticide !== ALL_PESTICIDES && { pesticide }) };
}

/**
 * Why a county cannot be the report's second county, in a toast's words; null when it can. Only the
 * Measured view compares, and only two different counties it has.
 */
export function compareProblem(view: DataView, county: string, compare: string, keys: ReadonlySet<string>): string | null {
  if (!view.compares) return text(messages.onlyMeasured);
  if (compare === county) return text(messages.sameCounty);
  if (!keys.has(compare)) return text(messages.unknownCounty, { code: compare });
  return null;
}

/** The search string for a state ("" for the defaults), with the layers its view shows. Commas stay literal so links read well. */
export function serializeUrlState(state: UrlState, environment: Environment): string {
  const parts: string[] = [];
  if (state.view !== DEFAULT_VIEW) parts.push(`data=${state.view.id}`);
  const table = viewLayerTable(environment, state.view);
  const layers = normalizeLayers(table, state.layers);
  const sites = state.view.sites && state.sites;
  // The sites' layer is named among the layers, after the score's, so the link keeps those as they are.
  if (sites) parts.push(`layers=${[...layers, MANIFEST.sitesLayer].join(',')}`);
  else if (!sameLayers(layers, defaultLayers(table))) parts.push(`layers=${layers.join(',')}`);
  const areaParameter = state.area && geographyOf(state.area)?.linkParameter;
  if (state.area && areaParameter) parts.push(`${areaParameter}=${encodeURIComponent(state.area.id)}`);
  if (countyIdOf(state.area) && state.compare) parts.push(`compare=${encodeURIComponent(state.compare)}`);
  if (state.view.sites && state.site) parts.push(`site=${encodeURIComponent(state.site)}`);
  if (state.view.countySource === 'exposures' && state.pesticide && state.pesticide !== ALL_PESTICIDES) parts.push(`pesticide=${state.pesticide}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
