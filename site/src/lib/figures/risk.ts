import { defineMessages, text, type Message } from '../i18n/messages';
import type { RiskBand, RiskLabel } from './riskBands';

// The page's code finds the bands here, with their words; the build's tools import riskBands.ts.
export { RISK_BANDS, RISK_COLORS, riskColor, riskLabel, type RiskBand, type RiskLabel } from './riskBands';

const messages = defineMessages({
  low: { id: 'band.low', defaultMessage: 'Low' },
  moderate: { id: 'band.moderate', defaultMessage: 'Moderate' },
  high: { id: 'band.high', defaultMessage: 'High' },
  range: { id: 'band.range', defaultMessage: '{min} to {max}' },
});

const BAND_NAMES: Readonly<Record<RiskLabel, Message>> = { Low: messages.low, Moderate: messages.moderate, High: messages.high };

/** A band's name in the page's language: "High", "Alto". */
export const riskBandName = (label: RiskLabel): string => text(BAND_NAMES[label]);

/** "67 to 100": a band's limits, as the legends and the report say them. */
export const bandRange = (band: RiskBand): string => text(messages.range, { min: band.min, max: band.max });
