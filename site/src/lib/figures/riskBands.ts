// The bands of a 0-100 score as ids and numbers, with no words: the build's own tools (site/vite)
// import them, where no message is compiled. risk.ts says them in the page's language.

/** A band's id (class names, the Demo export's risk_level); the page shows it in words with riskBandName. */
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
