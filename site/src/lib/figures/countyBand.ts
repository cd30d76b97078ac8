// A county's combined score in its view, the band, colour and words of that score, and the counties per band.
import type { County } from '../data/counties';
import type { LayerId, RiskLayer } from '../data/layers';
import { measuredScore } from './measured';
import { defineMessages, text, type Message } from '../i18n/messages';
import { RISK_COLORS, riskBandName, riskLabel, type RiskLabel } from './risk';
import { combinedScore } from './randomScores';

const messages = defineMessages({
  noData: { id: 'band.noData', defaultMessage: 'No data' },
  lowRisk: { id: 'band.lowRisk', defaultMessage: 'Low risk' },
  moderateRisk: { id: 'band.moderateRisk', defaultMessage: 'Moderate risk' },
  highRisk: { id: 'band.highRisk', defaultMessage: 'High risk' },
  lowExposure: { id: 'band.lowExposure', defaultMessage: 'Low exposure' },
  moderateExposure: { id: 'band.moderateExposure', defaultMessage: 'Moderate exposure' },
  highExposure: { id: 'band.highExposure', defaultMessage: 'High exposure' },
  scoreInWords: { id: 'band.scoreInWords', defaultMessage: '{band} ({score})' },
});

/** A county without a figure on any selected layer: its own band (id and class name) and grey, never Low. */
export const NO_DATA = 'No data';
export const NO_DATA_COLOR = '#9E9E9E';

export type ScoreBand = RiskLabel | typeof NO_DATA;

/** A band's name in the page's language: "High", "No data"; "Alto", "Sin datos". */
export const bandName = (band: ScoreBand): string => (band === NO_DATA ? text(messages.noData) : riskBandName(band));

/**
 * What a view calls its bands (its DataView.bandNoun): "High risk", "High exposure". An id of the
 * words below, not words itself: in Spanish the band agrees with the noun ("Riesgo alto", "Exposición alta").
 */
export type BandNoun = 'risk' | 'exposure';

const BAND_WORDS: Readonly<Record<BandNoun, Readonly<Record<RiskLabel, Message>>>> = {
  risk: { Low: messages.lowRisk, Moderate: messages.moderateRisk, High: messages.highRisk },
  exposure: { Low: messages.lowExposure, Moderate: messages.moderateExposure, High: messages.highExposure },
};

/** "High risk" with the noun "risk", "No data" for no data. */
export const bandInWords = (band: ScoreBand, bandNoun: BandNoun): string => (band === NO_DATA ? bandName(band) : text(BAND_WORDS[bandNoun][band]));

/** The combined score of the view the county belongs to; null for a measured county with no data. */
export function countyScore(county: County, selected: readonly LayerId[], table: readonly RiskLayer[]): number | null {
  return county.kind === 'random-scores' ? combinedScore(county.scores, selected, table) : measuredScore(county, selected, table);
}

export const scoreBand = (score: number | null): ScoreBand => (score === null ? NO_DATA : riskLabel(score));

/** A band as the stylesheets' class names say it: "low", "moderate", "high", "no-data". */
export const bandClass = (band: ScoreBand): string => band.toLowerCase().replace(' ', '-');

export const scoreColor = (score: number | null): string => (score === null ? NO_DATA_COLOR : RISK_COLORS[riskLabel(score)]);

/** "High risk (80)" with the noun "risk" (the view's bandNoun), "No data" without a score. */
export function scoreInWords(score: number | null, bandNoun: BandNoun): string {
  if (score === null) return bandName(NO_DATA);
  return text(messages.scoreInWords, { band: bandInWords(riskLabel(score), bandNoun), score: Math.round(score) });
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
