import { defaultLayers, normalizeLayers, sameLayers, type LayerId, type RiskLayer } from '../lib/layers';
import type { DataView } from './countySlice';

export interface UrlState {
  view: DataView;
  layers: LayerId[];
  /** County key from the link; checked against the loaded counties later. */
  county: string | null;
}

/** The view a link opens: `data=measured` the Measured view, anything else the Demo. */
export const viewOfLink = (search: string): DataView => (new URLSearchParams(search).get('data') === 'measured' ? 'measured' : 'demo');

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
  if (state.view === 'measured') parts.push('data=measured');
  const layers = normalizeLayers(table, state.layers);
  if (!sameLayers(layers, defaultLayers(table))) parts.push(`layers=${layers.join(',')}`);
  if (state.county) parts.push(`county=${encodeURIComponent(state.county)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
