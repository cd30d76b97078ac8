import { DEFAULT_LAYERS, isLayerId, normalizeLayers, sameLayers, type LayerId } from '../../lib/layers';

export interface UrlState {
  layers: LayerId[];
  /** County key from the link; checked against the loaded counties later. */
  county: string | null;
}

/** `?layers=a,b&county=FIPS`; no layers param means the defaults, `layers=` means none, unknown ids are dropped. */
export function parseUrlState(search: string): UrlState {
  const params = new URLSearchParams(search);
  const layersParam = params.get('layers');
  const layers =
    layersParam === null ? [...DEFAULT_LAYERS] : normalizeLayers(layersParam.split(',').map((s) => s.trim()).filter(isLayerId));
  const county = params.get('county')?.trim() || null;
  return { layers, county };
}

/** The search string for a state ("" for the defaults). Commas stay literal so links read well. */
export function serializeUrlState(state: UrlState): string {
  const parts: string[] = [];
  const layers = normalizeLayers(state.layers);
  if (!sameLayers(layers, DEFAULT_LAYERS)) parts.push(`layers=${layers.join(',')}`);
  if (state.county) parts.push(`county=${encodeURIComponent(state.county)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
