import { bandRange, RISK_BANDS } from '../../lib/risk';
import { TitledCard } from './TitledCard';

export function RiskScale() {
  return (
    <TitledCard titleId="risk-scale-title" title="Risk Scale">
      <ul className="risk-scale">
        {RISK_BANDS.map((band) => (
          <li key={band.label} className="risk-scale-item">
            <span className={`swatch swatch--${band.label.toLowerCase()}`} aria-hidden="true" />
            <span className="risk-scale-label">{band.label}</span>
            <span className="risk-scale-range">{bandRange(band)}</span>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}
