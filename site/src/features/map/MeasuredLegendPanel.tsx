import { NO_DATA } from '../../lib/countyBand';
import { defineMessages, text } from '../../lib/i18n/messages';
import { MEASURED_NO_DATA, MEASURED_RAMP_GRADIENT } from '../../lib/measuredPalette';
import { RISK_BANDS } from '../../lib/risk';
import { useAppStore } from '../../store/appStore';
import { selectSelectedLayers } from '../../store/selectors';
import './legend.css';

const messages = defineMessages({
  legend: { id: 'map.legend', defaultMessage: 'Map legend' },
  titleAllLayers: { id: 'map.legendTitleAllLayers', defaultMessage: 'Colours are national percentiles of the four layers, weighted' },
  titleSelectedLayers: { id: 'map.legendTitleSelectedLayers', defaultMessage: 'Colours are national percentiles of the selected layers, weighted' },
  range: { id: 'map.legendRange', defaultMessage: '{min} to {max}' },
  // Keyed by the band's id (lib/risk.ts RiskLabel, or lib/countyBand.ts NO_DATA).
  band: { id: 'map.legendBand', defaultMessage: '{band, select, Low {Low} Moderate {Moderate} High {High} other {No data}}' },
});

/**
 * What the Measured view's colours mean: the ramp of national percentiles with its bands' names and
 * limits under it, and the grey of no data beside it, named the same way (shown by MeasuredLegend).
 */
export function MeasuredLegendPanel() {
  const layers = useAppStore(selectSelectedLayers);
  return (
    <section className="measured-legend" aria-label={text(messages.legend)}>
      <p className="measured-legend-title">{text(layers.length === 0 ? messages.titleAllLayers : messages.titleSelectedLayers)}</p>
      <div className="measured-legend-scale">
        <div className="measured-legend-ramp" style={{ background: MEASURED_RAMP_GRADIENT }} aria-hidden="true" />
        <ul className="measured-legend-bands">
          {RISK_BANDS.map((band) => (
            <li key={band.label}>
              <span className="measured-legend-band">{text(messages.band, { band: band.label })}</span>
              <span className="measured-legend-range">{text(messages.range, { min: band.min, max: band.max })}</span>
            </li>
          ))}
        </ul>
        <p className="measured-legend-no-data">
          <span className="swatch" style={{ background: MEASURED_NO_DATA }} aria-hidden="true" />
          <span className="measured-legend-band">{text(messages.band, { band: NO_DATA })}</span>
        </p>
      </div>
    </section>
  );
}
