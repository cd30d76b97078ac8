import { bandPaint } from '../../lib/figures/measuredPalette';
import { bandRange, RISK_BANDS, riskBandName } from '../../lib/figures/risk';
import { useAppStore } from '../../store/appStore';
import { selectDataView } from '../../store/selectors';
import { TitledCard } from './TitledCard';

/**
 * The bands, under the view's heading: the specification's Risk Scale in its colours in the Demo
 * view, and the combined score's bands in the map's palette, with what that score is, in the Measured one.
 */
export function RiskScale() {
  const { palette, scale } = useAppStore(selectDataView);
  return (
    <TitledCard titleId="risk-scale-title" title={scale.title}>
      <ul className="risk-scale" {...bandPaint(palette)}>
        {RISK_BANDS.map((band) => (
          <li key={band.label} className="risk-scale-item">
            <span className={`swatch swatch--${band.label.toLowerCase()}`} aria-hidden="true" />
            <span className="risk-scale-label">{riskBandName(band.label)}</span>
            <span className="risk-scale-range">{bandRange(band)}</span>
          </li>
        ))}
      </ul>
      {scale.note && <p className="risk-scale-note">{scale.note}</p>}
    </TitledCard>
  );
}
