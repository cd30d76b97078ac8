import type { County } from '../../lib/counties';
import type { Environment, MeasuredSource } from '../../lib/environment';
import { formatValue, measuredFigureText, percentileInWords, USGS_MAP_NOTE, usgsFigure, usgsName } from '../../lib/figures';
import { bandName, NO_DATA } from '../../lib/countyBand';
import { defineMessages, text } from '../../lib/i18n/messages';
import type { RiskLayer } from '../../lib/layers';
import { riskLabel } from '../../lib/risk';
import { DEMO_NOTE } from '../../lib/viewTexts';

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
  /** Term and value pairs: figure, unit, years, percentile and what else the view knows. */
  facts: [string, string][];
  /** What the linked sources are to this row: its figure's source, or in the Demo view the real figures'. */
  sourcesTerm: string;
  sources: MeasuredSource[];
  caveats: string[];
}

const measuredSources = (layer: RiskLayer, environment: Environment): MeasuredSource[] => {
  const ids = new Set(layer.measured?.sources ?? []);
  return environment.measuredSources.filter((s) => ids.has(s.id));
};

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
    const known = figure?.status === 'value' && figure.value !== null ? formatValue(figure.value) : null;
    const value = known === null ? measuredFigureText(layer, figure) : m.estimate ? text(messages.estimated, { value: known }) : known;
    const percentile = figure?.percentile;
    facts.push(
      [text(messages.measure), m.measure],
      [text(messages.value), value],
      [text(messages.unit), m.unit],
      [text(messages.years), m.years],
      [
        text(messages.percentile),
        percentile != null && figure?.status !== 'no data' ? text(messages.percentileValue, { percentile, words: percentileInWords(percentile) }) : text(messages.noPercentile),
      ],
    );
    const usgs = m.estimate ? usgsFigure(layer, county.usgs) : null;
    if (usgs) facts.push([usgsName(county.usgs), usgs], [text(messages.mapColour), USGS_MAP_NOTE]);
  }
  return {
    facts,
    sourcesTerm: text(messages.source),
    sources: measuredSources(layer, environment),
    caveats: m?.caveats ?? [],
  };
}
