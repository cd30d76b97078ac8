import { bandName, NO_DATA } from '../../lib/figures/countyBand';
import { defineMessages, text } from '../../lib/i18n/messages';
import { MEASURED_NO_DATA, MEASURED_RAMP_GRADIENT } from '../../lib/figures/measuredPalette';
import { PESTICIDE_LAYER, shownMeasureName } from '../../lib/figures/pesticideMeasure';
import { bandRange, RISK_BANDS } from '../../lib/figures/risk';
import { useAppStore } from '../../store/appStore';
import { selectDataView, selectLayerTable, selectSelectedLayers, selectTractRanks } from '../../store/selectors';
import './legend.css';

const messages = defineMessages({
  legend: { id: 'map.legend', defaultMessage: 'Map legend' },
  // The colours are the combined score, as the sidebar's scale says: a mean of percentiles, not one.
  titleAllLayers: {
    id: 'map.legendTitleAllLayers',
    defaultMessage: "{score}: {count, plural, one {the layer's national percentile} other {the weighted mean of the # layers' national percentiles}}",
  },
  titleSelectedLayers: { id: 'map.legendTitleSelectedLayers', defaultMessage: "{score}: the weighted mean of the selected layers' national percentiles" },
  pesticideMeasure: {
    id: 'map.legendPesticideMeasure',
    defaultMessage: 'Pesticides: {name}, USGS {years} estimate per km² of land, ranked by the high estimate',
  },
  titleTracts: { id: 'map.legendTitleTracts', defaultMessage: 'Census tracts: {ranks}, weighted' },
});

/**
 * What the Measured view's colours mean: the ramp of the combined score (California percentiles
 * where census tracts are drawn) with its bands' names and limits under it, and the grey of no data beside it, named the same way (shown by MeasuredLegend).
 */
export function MeasuredLegendPanel() {
  const layers = useAppStore(selectSelectedLayers);
  const table = useAppStore(selectLayerTable);
  const tractRanks = useAppStore(selectTractRanks);
  const score = useAppStore(selectDataView).scoreName;
  const title =
    tractRanks !== null
      ? text(messages.titleTracts, { ranks: tractRanks })
      : layers.length === 0
        ? text(messages.titleAllLayers, { count: table.length, score })
        : text(messages.titleSelectedLayers, { score });
  const compounds = useAppStore((s) => s.compounds);
  const measureName = useAppStore((s) => shownMeasureName(s.compounds, s.pesticideMeasure));
  // Said while the pesticide layer counts in the colours.
  const measure =
    tractRanks === null && measureName !== null && (layers.length === 0 || layers.includes(PESTICIDE_LAYER))
      ? text(messages.pesticideMeasure, { name: measureName, years: compounds?.source.years ?? '' })
      : null;
  return (
    <section className="measured-legend" aria-label={text(messages.legend)}>
      <p className="measured-legend-title">{title}</p>
      {measure && <p className="measured-legend-measure">{measure}</p>}
      <div className="measured-legend-scale">
        <div className="measured-legend-ramp" style={{ background: MEASURED_RAMP_GRADIENT }} aria-hidden="true" />
        <ul className="measured-legend-bands">
          {RISK_BANDS.map((band) => (
            <li key={band.label}>
              <span className="measured-legend-band">{bandName(band.label)}</span>
              <span className="measured-legend-range">{bandRange(band)}</span>
            </li>
          ))}
        </ul>
        <p className="measured-legend-no-data">
          <span className="swatch" style={{ background: MEASURED_NO_DATA }} aria-hidden="true" />
          <span className="measured-legend-band">{bandName(NO_DATA)}</span>
        </p>
      </div>
    </section>
  );
}
