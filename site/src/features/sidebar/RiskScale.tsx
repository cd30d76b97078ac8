import { RISK_BANDS } from '../../lib/risk';

export function RiskScale() {
  return (
    <section className="card" aria-labelledby="risk-scale-title">
      <h2 id="risk-scale-title" className="card-title">
        Risk Scale
      </h2>
      <ul className="risk-scale">
        {RISK_BANDS.map((band) => (
          <li key={band.label} className="risk-scale-item">
            <span className={`swatch swatch--${band.label.toLowerCase()}`} aria-hidden="true" />
            <span className="risk-scale-label">{band.label}</span>
            <span className="risk-scale-range">
              {band.min} to {band.max}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
