import { NO_DATA } from '../../lib/countyBand';
import { RISK_BANDS } from '../../lib/risk';
import { useAppStore } from '../../store/appStore';
import { selectDataView, selectSelectedLayers } from '../../store/selectors';
import './legend.css';

const ENTRIES = [...RISK_BANDS.map((band) => ({ label: band.label, className: band.label.toLowerCase() })), { label: NO_DATA, className: 'no-data' }];

/** What the colours of a view of percentiles (the Measured view) mean: the bands of national percentiles, and the grey of no data. */
export function MeasuredLegend() {
  const view = useAppStore(selectDataView);
  const layers = useAppStore(selectSelectedLayers);
  if (!view.percentileLegend) return null;
  return (
    <section className="measured-legend" aria-label="Map legend">
      <p className="measured-legend-title">
        Colours are national percentiles of the {layers.length === 0 ? 'four layers' : 'selected layers'}, weighted
      </p>
      <ul className="measured-legend-bands">
        {ENTRIES.map((entry) => (
          <li key={entry.label}>
            <span className={`swatch swatch--${entry.className}`} aria-hidden="true" />
            {entry.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
