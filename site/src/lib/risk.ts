export type RiskLabel = 'Low' | 'Moderate' | 'High';

export const RISK_COLORS: Readonly<Record<RiskLabel, string>> = {
  Low: '#4CAF50',
  Moderate: '#FF9800',
  High: '#F44336',
};

export interface RiskBand {
  label: RiskLabel;
  min: number;
  max: number;
  color: string;
}

export const RISK_BANDS: readonly RiskBand[] = [
  { label: 'Low', min: 0, max: 33, color: RISK_COLORS.Low },
  { label: 'Moderate', min: 34, max: 66, color: RISK_COLORS.Moderate },
  { label: 'High', min: 67, max: 100, color: RISK_COLORS.High },
];

/** Label of a 0-100 score. Fractional scores (weighted means) are rounded first so the band matches the shown number. */
export function riskLabel(score: number): RiskLabel {
  const rounded = Math.round(score);
  // Bands are in ascending order and the first starts at 0, so a band always matches.
  return (RISK_BANDS.findLast((band) => rounded >= band.min) ?? RISK_BANDS[0]!).label;
}

export function riskColor(score: number): string {
  return RISK_COLORS[riskLabel(score)];
}

/** "67 to 100": a band's limits, as the legend and the report both say them. */
export const bandRange = (band: RiskBand): string => `${band.min} to ${band.max}`;

/** "0 to 33 Low, 34 to 66 Moderate and 67 to 100 High". */
export function bandLimitsInWords(): string {
  const parts = RISK_BANDS.map((band) => `${bandRange(band)} ${band.label}`);
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
