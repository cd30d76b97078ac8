import { defaultLayers, normalizeLayers, sameLayers, type LayerId, type RiskLayer } from '../lib/layers';
import { DEFAULT_VIEW, viewById, type DataView } from '../views/views';

export interface UrlState {
  view: DataView;
  layers: LayerId[];
  /** County key from the link; checked against the loaded counties later. */
  county: string | null;
}

/** The view a link opens: `data=<view id>` (`data=measured`), the default view for none or any other value. */
export const viewOfLink = (search: string | URLSearchParams): DataView => viewById(new URLSearchParams(search).get('data'));

/** Writes the view into a link's parameters: its id as `data`, none for the default view. */
export function setViewParam(params: URLSearchParams, view: DataView): void {
  if (view === DEFAULT_VIEW) params.delete('data');
  else params.set('data', view.id);
}

/**
 * `?data=measured&layers=a,b&county=FIPS`; no data param (or any other value) means the Demo view,
 * no layers param the defaults, `layers=` none; unknown layer ids are dropped.
 */
export function parseUrlState(search: string, table: readonly RiskLayer[]): UrlState {
  const params = new URLSearchParams(search);
  const layersParam = params.get('layers');
  const layers = layersParam === null ? defaultLayers(table) : normalizeLayers(table, layersParam.split(',').map((s) => s.trim()));
  const county = params.get('county')?.trim() || null;
  return { view: viewOfLink(search), layers, county };
}

/** The search string for a state ("" for the defaults). Commas stay literal so links read well. */
export function serializeUrlState(state: UrlState, table: readonly RiskLayer[]): string {
  const parts: string[] = [];
  if (state.view !== DEFAULT_VIEW) parts.push(`data=${state.view.id}`);
  const layers = normalizeLayers(table, state.layers);
  if (!sameLayers(layers, defaultLayers(table))) parts.push(`layers=${layers.join(',')}`);
  if (state.county) parts.push(`county=${encodeURIComponent(state.county)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
