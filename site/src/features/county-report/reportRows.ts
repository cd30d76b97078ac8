import type { County } from '../../lib/data/counties';
import type { Environment, MeasuredSource } from '../../lib/data/environment';
import { formatValue, measuredFigureText, percentileInWords, USGS_MAP_NOTE, usgsFigure, usgsName } from '../../lib/figures/figures';
import { bandName, NO_DATA } from '../../lib/figures/countyBand';
import { defineMessages, text } from '../../lib/i18n/messages';
import type { MeasuredInfo, RiskLayer } from '../../lib/data/layers';
import type { LayerFigure } from '../../lib/figures/measured';
import { riskLabel } from '../../lib/figures/risk';
import { DEMO_NOTE } from '../../lib/i18n/viewTexts';

const messages = defineMessages({
  score: { id: 'report.score', defaultMessage: 'Score' },
  demoScore: { id: 'report.demoScore', defaultMessage: '{score} (random example), {band}' },
  unit: { id: 'report.unit', defaultMessage: 'Unit' },
  demoUnit: { id: 'report.demoUnit', defaultMessage: 'score from 0 to 99' },
  years: { id: 'report.years', defaultMessage: 'Years' },
  demoYears: { id: 'report.demoYears', defaultMessage: 'drawn in your browser on this page load' },
  percentile: { id: 'report.percentile', defaultMessage: 'Percentile' },
  demoPercentile: { id: 'report.demoPercentile', defaultMessage: 'none: a random example is not ranked against other counties' },
  source: { id: 'report.source', defaultMessage: 'Source' },
  demoSource: { id: 'report.demoSource', defaultMessage: 'none: drawn at random, no agency measured it' },
  realFigures: { id: 'report.realFigures', defaultMessage: 'Real figures' },
  figure: { id: 'report.figure', defaultMessage: 'Figure' },
  measure: { id: 'report.measure', defaultMessage: 'Measure' },
  value: { id: 'report.value', defaultMessage: 'Value' },
  estimated: { id: 'report.estimated', defaultMessage: 'estimated {value}' },
  percentileValue: { id: 'report.percentileValue', defaultMessage: '{percentile}: {words}' },
  noPercentile: { id: 'report.noPercentile', defaultMessage: 'none' },
  mapColour: { id: 'report.mapColour', defaultMessage: 'Map colour' },
});

export interface ReportRow {
  /** Term and value pairs: figure, unit, years, percentile. */
  facts: [string, string][];
  /** What else the view knows of the county's figure (the USGS estimate beside the modelled one). */
  extras: [string, string][];
  /** What goes with the extras and is the same for every county (which figure colours the map): said once in a comparison. */
  shared: [string, string][];
  /** What the linked sources are to this row: its figure's source, or in the Demo view the real figures'. */
  sourcesTerm: string;
  sources: MeasuredSource[];
  caveats: string[];
}

const measuredSources = (layer: RiskLayer, environment: Environment): MeasuredSource[] => {
  const ids = new Set(layer.measured?.sources ?? []);
  return environment.measuredSources.filter((s) => ids.has(s.id));
};

/** A county's value on a layer as the report writes it, without unit: "1,230", "estimated 1,230", "No data". */
export function valueInWords(layer: RiskLayer, figure: LayerFigure | undefined): string {
  const known = figure?.status === 'value' && figure.value !== null ? formatValue(figure.value) : null;
  if (known === null) return measuredFigureText(layer, figure);
  return layer.measured?.estimate ? text(messages.estimated, { value: known }) : known;
}

/** Its national percentile: "92: higher than 92% of US counties", or "none". */
export function percentileFact(figure: LayerFigure | undefined): string {
  const percentile = figure?.percentile;
  return percentile != null && figure?.status !== 'no data' ? text(messages.percentileValue, { percentile, words: percentileInWords(percentile) }) : text(messages.noPercentile);
}

/** What a measured layer's figures are, said once for every county: its measure, unit and years. */
export function layerFacts(m: MeasuredInfo): [string, string][] {
  return [
    [text(messages.measure), m.measure],
    [text(messages.unit), m.unit],
    [text(messages.years), m.years],
  ];
}

/** What the county report says about one layer, in either view. */
export function reportRows(county: County, layer: RiskLayer, environment: Environment): ReportRow {
  if (county.kind === 'random-scores') {
    const score = county.scores.layers[layer.id] ?? 0;
    return {
      facts: [
        [text(messages.score), text(messages.demoScore, { score, band: riskLabel(score) })],
        [text(messages.unit), text(messages.demoUnit)],
        [text(messages.years), text(messages.demoYears)],
        [text(messages.percentile), text(messages.demoPercentile)],
        [text(messages.source), text(messages.demoSource)],
      ],
      extras: [],
      shared: [],
      // Agencies are named only for what they publish: the Measured view's figures of this layer.
      sourcesTerm: text(messages.realFigures),
      sources: measuredSources(layer, environment),
      caveats: [DEMO_NOTE],
    };
  }
  const m = layer.measured;
  const figure = county.figures[layer.id];
  const facts: [string, string][] = m ? [] : [[text(messages.figure), bandName(NO_DATA)]];
  if (m) {
    facts.push(
      [text(messages.measure), m.measure],
      [text(messages.value), valueInWords(layer, figure)],
      ...layerFacts(m).slice(1),
      [text(messages.percentile), percentileFact(figure)],
    );
  }
  // Beside the modelled figure only, as in the card.
  const usgs = m?.estimate && figure?.status === 'value' && !figure.words ? usgsFigure(layer, county.usgs) : null;
  return {
    facts,
    extras: usgs ? [[usgsName(county.usgs), usgs]] : [],
    shared: usgs ? [[text(messages.mapColour), USGS_MAP_NOTE]] : [],
    sourcesTerm: text(messages.source),
    sources: measuredSources(layer, environment),
    caveats: m?.caveats ?? [],
  };
}
