import { normalizeLayers, sameLayers, type LayerId, type RiskLayer } from '../data/layers';
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
 * The generator's combined score of a county (/api/exposures' `score`, datagen/API.md), over the
 * layers of the Measured view's first map: the page reads it wherever the selection is those layers.
 */
export interface GivenScore {
  /** The layers it is over, in the table's order. */
  layers: readonly LayerId[];
  value: number | null;
}

/** What a county's combined score comes from: its figures, and the generator's score when its figures are those it scored. */
export interface ScoredFigures {
  figures: Readonly<Record<LayerId, LayerFigure>>;
  /** Null where the figures are not the generator's (a pesticide compound's in place of the layer's own). */
  givenScore: GivenScore | null;
}

/**
 * The combined score's rule, which the generator follows too (datagen/measure.go, combinedScore):
 * the weighted mean of the layers' percentiles over the layers where the county has one (none
 * reported counts as percentile 0), added in the table's order and rounded to a whole number, as it
 * is shown; null when the county has no figure on any of them.
 */
export function scoreOfLayers(figures: Readonly<Record<LayerId, LayerFigure>>, layers: readonly LayerId[], table: readonly RiskLayer[]): number | null {
  const mean = weightedMean(table, normalizeLayers(table, layers), (id) => figures[id]?.percentile);
  return mean === null ? null : Math.round(mean);
}

/**
 * The Measured view's combined score of the selected layers, all layers when none is selected: the
 * generator's where it is over those layers, else scoreOfLayers.
 */
export function measuredScore(county: ScoredFigures, selected: readonly LayerId[], table: readonly RiskLayer[]): number | null {
  const layers = normalizeLayers(table, selected.length > 0 ? selected : table.map((l) => l.id));
  const given = county.givenScore;
  return given && sameLayers(layers, given.layers) ? given.value : scoreOfLayers(county.figures, layers, table);
}
