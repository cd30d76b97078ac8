import type { MeasuredCounty } from '../../lib/data/counties';
import { bandName, scoreBand } from '../../lib/figures/countyBand';
import { defineMessages, text } from '../../lib/i18n/messages';
import type { RiskLayer } from '../../lib/data/layers';
import { rankAmong, rankInWords } from './ranks';
import { valueInWords } from './reportRows';

const messages = defineMessages({
  caption: { id: 'report.compareCaption', defaultMessage: "Side by side: each layer's figure, national percentile and band, and the county's place in its state" },
  layer: { id: 'report.compareLayer', defaultMessage: 'Layer' },
  measure: { id: 'report.compareMeasure', defaultMessage: '{measure}; {unit}, {years}' },
  percentile: { id: 'report.comparePercentile', defaultMessage: 'percentile {percentile}, {band}' },
});

/** One county's cell of a layer: the figure, its national percentile and band, and its place in its state. */
function FigureCell({ county, layer, all }: { county: MeasuredCounty; layer: RiskLayer; all: readonly MeasuredCounty[] }) {
  const figure = county.figures[layer.id];
  const percentile = figure?.status === 'no data' ? null : (figure?.percentile ?? null);
  const place = rankAmong(
    all.filter((c) => c.stateCode === county.stateCode),
    layer.id,
    county,
  );
  return (
    <td>
      <span className="compare-figure">{valueInWords(layer, figure)}</span>
      {percentile !== null && <span className="compare-line">{text(messages.percentile, { percentile, band: bandName(scoreBand(percentile)) })}</span>}
      {place && <span className="compare-line">{rankInWords(place, county.state)}</span>}
    </td>
  );
}

/**
 * The comparison at a glance, before the detail: a row per layer whose head says the measure, unit
 * and years once, and for each county its figure, national percentile, band and place in its state.
 */
export function CompareTable({ counties, table, all }: { counties: readonly MeasuredCounty[]; table: readonly RiskLayer[]; all: readonly MeasuredCounty[] }) {
  return (
    <table className="compare-table">
      <caption>{text(messages.caption)}</caption>
      <thead>
        <tr>
          <th scope="col">{text(messages.layer)}</th>
          {counties.map((c) => (
            <th key={c.id} scope="col">
              {c.name}, {c.stateCode}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.map((layer) => (
          <tr key={layer.id}>
            <th scope="row">
              <span className="compare-layer">{layer.name}</span>
              {layer.measured && (
                <span className="compare-line">{text(messages.measure, { measure: layer.measured.measure, unit: layer.measured.unit, years: layer.measured.years })}</span>
              )}
            </th>
            {counties.map((c) => (
              <FigureCell key={c.id} county={c} layer={layer} all={all} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
