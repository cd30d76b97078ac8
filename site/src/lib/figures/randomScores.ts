// The Demo view's scores: drawn at random in the browser per county and layer, and their combined score.
import type { LayerId, RiskLayer } from '../data/layers';
import { riskLabel, type RiskLabel } from './riskBands';
import { weightedMean } from './weightedMean';

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
export function randomCountyScores(table: readonly RiskLayer[], rng: Rng): CountyScores {
  const riskScore = randomScore(rng);
  const layers: Record<LayerId, number> = {};
  const labels: Record<LayerId, RiskLabel> = {};
  for (const layer of table) {
    const score = randomScore(rng);
    layers[layer.id] = score;
    labels[layer.id] = riskLabel(score);
  }
  return { riskScore, layers, labels };
}

/** Weighted mean of the selected layers' numbers; the raw risk score when no layer is selected. */
export function combinedScore(scores: CountyScores, selected: readonly LayerId[], table: readonly RiskLayer[]): number {
  if (selected.length === 0) return scores.riskScore;
  return weightedMean(table, selected, (id) => scores.layers[id]) ?? scores.riskScore;
}
