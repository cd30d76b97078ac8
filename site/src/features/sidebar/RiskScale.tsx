import { defineMessages, text } from '../../lib/i18n/messages';
import { bandPaint } from '../../lib/figures/measuredPalette';
import { bandRange, RISK_BANDS, riskBandName } from '../../lib/figures/risk';
import { useAppStore } from '../../store/appStore';
import { selectDataView } from '../../store/selectors';
import { TitledCard } from './TitledCard';

const messages = defineMessages({
  title: { id: 'riskScale.title', defaultMessage: 'Risk Scale' },
});

/** The bands, in the specification's colours in the Demo view and in the map's palette in the Measured one. */
export function RiskScale() {
  const { palette } = useAppStore(selectDataView);
  return (
    <TitledCard titleId="risk-scale-title" title={text(messages.title)}>
      <ul className="risk-scale" {...bandPaint(palette)}>
        {RISK_BANDS.map((band) => (
          <li key={band.label} className="risk-scale-item">
            <span className={`swatch swatch--${band.label.toLowerCase()}`} aria-hidden="true" />
            <span className="risk-scale-label">{riskBandName(band.label)}</span>
            <span className="risk-scale-range">{bandRange(band)}</span>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}
