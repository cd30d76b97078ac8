import { layerById, type LayerId, type RiskLayer } from '../data/layers';

/**
 * Weighted mean of `values` over the given layers, skipping layers without a value; null when none
 * has one. Both views' combined scores are this mean with the layers' weights.
 */
export function weightedMean(table: readonly RiskLayer[], ids: readonly LayerId[], value: (id: LayerId) => number | null | undefined): number | null {
  let total = 0;
  let weights = 0;
  for (const id of ids) {
    const v = value(id);
    const weight = layerById(table, id)?.weight ?? 0;
    if (v === null || v === undefined || weight <= 0) continue;
    total += v * weight;
    weights += weight;
  }
  return weights > 0 ? total / weights : null;
}
