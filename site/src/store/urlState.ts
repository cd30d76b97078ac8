import { defaultLayers, normalizeLayers, sameLayers, type LayerId, type RiskLayer } from '../lib/layers';
import type { DataView } from './countySlice';

export interface UrlState {
  view: DataView;
  layers: LayerId[];
  /** County key from the link; checked against the loaded counties later. */
  county: string | null;
  /** The county report's second county (`compare=`), which opens the report; checked by compareProblem. */
  compare?: string | null;
}

/** The view a link opens: `data=measured` the Measured view, anything else the Demo. */
export const viewOfLink = (search: string): DataView => (new URLSearchParams(search).get('data') === 'measured' ? 'measured' : 'demo');

/**
 * `?data=measured&layers=a,b&county=FIPS&compare=FIPS`; compare only with a county; no data param (or any other value) means the Demo view,
 * no layers param the defaults, `layers=` none; unknown layer ids are dropped.
 */
export function parseUrlState(search: string, table: readonly RiskLayer[]): UrlState {
  const params = new URLSearchParams(search);
  const layersParam = params.get('layers');
  const layers = layersParam === null ? defaultLayers(table) : normalizeLayers(table, layersParam.split(',').map((s) => s.trim()));
  const county = params.get('county')?.trim() || null;
  const compare = (county && params.get('compare')?.trim()) || null;
  return { view: viewOfLink(search), layers, county, compare };
}

/**
 * Why a county cannot be the report's second county, in a toast's words; null when it can. Only the
 * Measured view compares, and only two different counties it has.
 */
export function compareProblem(view: DataView, county: string, compare: string, keys: ReadonlySet<string>): string | null {
  if (view !== 'measured') return 'Counties are compared in the Measured view.';
  if (compare === county) return 'That is the county of this report: choose another one to compare with.';
  if (!keys.has(compare)) return `There is no county with the code ${compare} to compare with; the link shows the one county.`;
  return null;
}

/** The search string for a state ("" for the defaults). Commas stay literal so links read well. */
export function serializeUrlState(state: UrlState, table: readonly RiskLayer[]): string {
  const parts: string[] = [];
  if (state.view === 'measured') parts.push('data=measured');
  const layers = normalizeLayers(table, state.layers);
  if (!sameLayers(layers, defaultLayers(table))) parts.push(`layers=${layers.join(',')}`);
  if (state.county) parts.push(`county=${encodeURIComponent(state.county)}`);
  if (state.county && state.compare) parts.push(`compare=${encodeURIComponent(state.compare)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
