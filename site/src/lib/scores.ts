import { RISK_LAYERS, layerById, type LayerId } from './layers';
import { riskLabel, type RiskLabel } from './risk';

/** Returns a number in [0, 1), like Math.random; injected so tests are deterministic. */
export type Rng = () => number;

export interface CountyScores {
  /** Whole number 0-99, used when no layer is selected. */
  riskScore: number;
  /** Whole number 0-99 per layer. */
  layers: Record<LayerId, number>;
  /** Label derived from each layer's number. */
  labels: Record<LayerId, RiskLabel>;
}

export function randomScore(rng: Rng): number {
  return Math.min(99, Math.max(0, Math.floor(rng() * 100)));
}

/** The scores are demonstration values generated in the browser on every load, not real data. */
export function randomCountyScores(rng: Rng): CountyScores {
  const riskScore = randomScore(rng);
  const layers = {} as Record<LayerId, number>;
  const labels = {} as Record<LayerId, RiskLabel>;
  for (const layer of RISK_LAYERS) {
    layers[layer.id] = randomScore(rng);
    labels[layer.id] = riskLabel(layers[layer.id]);
  }
  return { riskScore, layers, labels };
}

/** Weighted mean of the selected layers' numbers; the raw risk score when no layer is selected. */
export function combinedScore(scores: CountyScores, selected: readonly LayerId[]): number {
  if (selected.length === 0) return scores.riskScore;
  let total = 0;
  let weights = 0;
  for (const id of selected) {
    const { weight } = layerById(id);
    total += scores.layers[id] * weight;
    weights += weight;
  }
  return total / weights;
}
