import type { LayerId, RiskLayer } from '../data/layers';
import { weightedMean } from './weightedMean';

/** A measured value, no data for the county, or none reported (the source covers every county: value 0). */
export type FigureStatus = 'value' | 'no data' | 'none reported';

export interface LayerFigure {
  value: number | null;
  /** 0-99: the share of US counties with a strictly lower value; null without data. */
  percentile: number | null;
  status: FigureStatus;
  /** The figure in words where it is not the layer's own figure (a pesticide compound's, lib/figures/pesticideMeasure.ts). */
  words?: string;
}

/** USGS's 2018 county estimate of pesticide use, shown beside the modelled estimate where a county has it. */
export interface UsgsPesticides {
  years: string;
  kg: number | null;
  /** kg over the county's land area: the modelled estimate's unit. */
  kgPerKm2: number | null;
  paraquatKg: number | null;
}

/**
 * The Measured view's combined score: the weighted mean of the selected layers' percentiles over
 * the layers where the county has one (none reported counts as percentile 0); all layers when none
 * is selected; null when the county has no figure on any of them.
 */
export function measuredScore(figures: Readonly<Record<LayerId, LayerFigure>>, selected: readonly LayerId[], table: readonly RiskLayer[]): number | null {
  const ids = selected.length > 0 ? selected : table.map((l) => l.id);
  return weightedMean(table, ids, (id) => figures[id]?.percentile);
}
