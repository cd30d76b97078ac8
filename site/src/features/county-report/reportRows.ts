import type { County } from '../../lib/counties';
import type { Environment } from '../../lib/environment';
import { formatValue, measuredFigureText, percentileInWords, USGS_MAP_NOTE, usgsFigure, usgsName } from '../../lib/figures';
import type { RiskLayer } from '../../lib/layers';
import { riskLabel } from '../../lib/risk';
import { DEMO_NOTE } from '../../lib/viewTexts';

export interface ReportRow {
  /** Term and value pairs: figure, unit, years, percentile and what else the view knows. */
  facts: [string, string][];
  /** What the linked sources are to this row: its figure's source, or in the Demo view the real figures'. */
  sourcesTerm: string;
  sources: { label: string; url: string }[];
  caveats: string[];
}

const measuredSources = (layer: RiskLayer, environment: Environment) => {
  const ids = new Set(layer.measured?.sources ?? []);
  return environment.measuredSources
    .filter((s) => ids.has(s.id))
    .map((s) => ({ label: `${s.publisher}: ${s.dataset} (${s.years}, ${s.licence})`, url: s.url }));
};

/** What the county report says about one layer, in either view. */
export function reportRows(county: County, layer: RiskLayer, environment: Environment): ReportRow {
  if (county.kind === 'random-scores') {
    const score = county.scores.layers[layer.id] ?? 0;
    return {
      facts: [
        ['Score', `${score} (random example), ${riskLabel(score)}`],
        ['Unit', 'score from 0 to 99'],
        ['Years', 'drawn in your browser on this page load'],
        ['Percentile', 'none: a random example is not ranked against other counties'],
        ['Source', 'none: drawn at random, no agency measured it'],
      ],
      // Agencies are named only for what they publish: the Measured view's figures of this layer.
      sourcesTerm: 'Real figures',
      sources: measuredSources(layer, environment),
      caveats: [DEMO_NOTE],
    };
  }
  const m = layer.measured;
  const figure = county.figures[layer.id];
  const facts: [string, string][] = m ? [] : [['Figure', 'No data']];
  if (m) {
    const value = figure?.status === 'value' && figure.value !== null ? `${m.estimate ? 'estimated ' : ''}${formatValue(figure.value)}` : measuredFigureText(layer, figure);
    facts.push(
      ['Measure', m.measure],
      ['Value', value],
      ['Unit', m.unit],
      ['Years', m.years],
      ['Percentile', figure?.percentile != null && figure.status !== 'no data' ? `${figure.percentile}: ${percentileInWords(figure.percentile)}` : 'none'],
    );
    const usgs = m.estimate ? usgsFigure(layer, county.usgs) : null;
    if (usgs) facts.push([usgsName(county.usgs), usgs], ['Map colour', USGS_MAP_NOTE]);
  }
  return {
    facts,
    sourcesTerm: 'Source',
    sources: measuredSources(layer, environment),
    caveats: m?.caveats ?? [],
  };
}
