// A county's combined score in its view, the band, colour and words of that score, and the counties per band.
import type { County } from './counties';
import type { LayerId, RiskLayer } from './layers';
import { measuredScore } from './measured';
import { RISK_COLORS, riskLabel, type RiskLabel } from './risk';
import { combinedScore } from './randomScores';

/** A county without a figure on any selected layer: its own name and grey, never Low. */
export const NO_DATA = 'No data';
export const NO_DATA_COLOR = '#9E9E9E';

export type ScoreBand = RiskLabel | typeof NO_DATA;

/** The combined score of the view the county belongs to; null for a measured county with no data. */
export function countyScore(county: County, selected: readonly LayerId[], table: readonly RiskLayer[]): number | null {
  return county.kind === 'random-scores' ? combinedScore(county.scores, selected, table) : measuredScore(county.figures, selected, table);
}

export const scoreBand = (score: number | null): ScoreBand => (score === null ? NO_DATA : riskLabel(score));

/** A band as the stylesheets' class names say it: "low", "moderate", "high", "no-data". */
export const bandClass = (band: ScoreBand): string => band.toLowerCase().replace(' ', '-');

export const scoreColor = (score: number | null): string => (score === null ? NO_DATA_COLOR : RISK_COLORS[riskLabel(score)]);

/** "High risk (80)" with the noun "risk" (the view's bandNoun), "No data" without a score. */
export function scoreInWords(score: number | null, bandNoun: string): string {
  if (score === null) return NO_DATA;
  return `${riskLabel(score)} ${bandNoun} (${Math.round(score)})`;
}

/** How many counties fall in the High and Moderate bands for this selection (the summary tiles). */
export function countBands(counties: readonly County[], selected: readonly LayerId[], table: readonly RiskLayer[]): { high: number; moderate: number } {
  let high = 0;
  let moderate = 0;
  for (const county of counties) {
    const band = scoreBand(countyScore(county, selected, table));
    if (band === 'High') high++;
    else if (band === 'Moderate') moderate++;
  }
  return { high, moderate };
}
