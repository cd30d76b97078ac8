import { defineMessages, text } from '../../lib/i18n/messages';
import { bandRange, RISK_BANDS, riskBandName, type RiskBand } from '../../lib/figures/risk';

const messages = defineMessages({
  limits: { id: 'band.limits', defaultMessage: '{lowRange} {low}, {moderateRange} {moderate} and {highRange} {high}' },
});

/** "0 to 33 Low, 34 to 66 Moderate and 67 to 100 High": the report's words for the bands. */
export function bandLimitsInWords(): string {
  const [low, moderate, high] = RISK_BANDS as [RiskBand, RiskBand, RiskBand];
  return text(messages.limits, {
    lowRange: bandRange(low),
    low: riskBandName(low.label),
    moderateRange: bandRange(moderate),
    moderate: riskBandName(moderate.label),
    highRange: bandRange(high),
    high: riskBandName(high.label),
  });
}
