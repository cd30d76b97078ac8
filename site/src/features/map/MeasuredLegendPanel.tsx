import { NO_DATA } from '../../lib/countyBand';
import { MEASURED_NO_DATA, MEASURED_RAMP_GRADIENT } from '../../lib/measuredPalette';
import { bandRange, RISK_BANDS } from '../../lib/risk';
import { useAppStore } from '../../store/appStore';
import { selectSelectedLayers } from '../../store/selectors';
import './legend.css';

/**
 * What the Measured view's colours mean: the ramp of national percentiles with its bands' names and
 * limits under it, and the grey of no data beside it, named the same way (shown by MeasuredLegend).
 */
export function MeasuredLegendPanel() {
  const layers = useAppStore(selectSelectedLayers);
  return (
    <section className="measured-legend" aria-label="Map legend">
      <p className="measured-legend-title">
        Colours are national percentiles of the {layers.length === 0 ? 'four layers' : 'selected layers'}, weighted
      </p>
      <div className="measured-legend-scale">
        <div className="measured-legend-ramp" style={{ background: MEASURED_RAMP_GRADIENT }} aria-hidden="true" />
        <ul className="measured-legend-bands">
          {RISK_BANDS.map((band) => (
            <li key={band.label}>
              <span className="measured-legend-band">{band.label}</span>
              <span className="measured-legend-range">{bandRange(band)}</span>
            </li>
          ))}
        </ul>
        <p className="measured-legend-no-data">
          <span className="swatch" style={{ background: MEASURED_NO_DATA }} aria-hidden="true" />
          <span className="measured-legend-band">{NO_DATA}</span>
        </p>
      </div>
    </section>
  );
}
