import { hasFigures, type County, type MeasuredCounty } from '../data/counties';
import { LOCALE } from '../i18n/lang';
import { defineMessages, text } from '../i18n/messages';
import type { LayerId, RiskLayer } from '../data/layers';
import { measuredScore } from './measured';

const messages = defineMessages({
  fromAll: { id: 'score.fromAll', defaultMessage: '{total, plural, one {From # layer} =2 {From both layers} other {From all # layers}}: {weights}.' },
  fromSome: {
    id: 'score.fromSome',
    defaultMessage: 'From {used} of {total, plural, one {# layer} other {# layers}}: {weights}; no {missing} figure for this county.',
  },
  fromNone: { id: 'score.fromNone', defaultMessage: 'No {missing} figure for this county.' },
  weight: { id: 'score.weight', defaultMessage: '{layer} (weight {weight, number})' },
  weightPercentile: { id: 'score.weightPercentile', defaultMessage: '{layer} (percentile {percentile}, weight {weight, number})' },
});

/** A layer the combined score is over, with the county's percentile on it (null: no figure). */
export interface ScorePart {
  layer: RiskLayer;
  percentile: number | null;
}

/** What a Measured county's combined score is made of: the layers it is over, each with its figure's percentile or none. */
export interface ScoreMakeup {
  parts: ScorePart[];
  /** The score itself (measuredScore): null when no part has a figure. */
  score: number | null;
}

/**
 * The layers of the combined score in table order: the selected ones, every one when none is
 * selected, each with the county's percentile (none reported counts as 0, as the score counts it).
 */
export function scoreMakeup(county: MeasuredCounty, selected: readonly LayerId[], table: readonly RiskLayer[]): ScoreMakeup {
  const ids = selected.length > 0 ? selected : table.map((l) => l.id);
  const parts = table.filter((l) => ids.includes(l.id) && l.weight > 0).map((layer) => ({ layer, percentile: county.figures[layer.id]?.percentile ?? null }));
  return { parts, score: measuredScore(county, selected, table) };
}

/** A county's makeup, or null for one without figures (a Demo county's score is one random number). */
export const countyScoreMakeup = (county: County, selected: readonly LayerId[], table: readonly RiskLayer[]): ScoreMakeup | null =>
  hasFigures(county) ? scoreMakeup(county, selected, table) : null;

/**
 * The makeup in words: "From 2 of 4 layers: Traffic Density (weight 0.2) and Industrial Chemicals
 * (weight 0.3); no Pesticide Exposure or Air Pollution (PM2.5) figure for this county." The layers
 * are counted, never written as a word; `percentiles` adds each layer's percentile (the report).
 */
export function scoreMakeupInWords({ parts }: ScoreMakeup, { percentiles = false } = {}): string {
  const used = parts.filter((p): p is ScorePart & { percentile: number } => p.percentile !== null);
  const missing = new Intl.ListFormat(LOCALE, { type: 'disjunction' }).format(parts.filter((p) => p.percentile === null).map((p) => p.layer.name));
  const weights = new Intl.ListFormat(LOCALE).format(
    used.map(({ layer, percentile }) =>
      text(percentiles ? messages.weightPercentile : messages.weight, { layer: layer.name, weight: layer.weight, percentile }),
    ),
  );
  if (used.length === 0) return text(messages.fromNone, { missing });
  if (used.length === parts.length) return text(messages.fromAll, { total: parts.length, weights });
  return text(messages.fromSome, { used: used.length, total: parts.length, weights, missing });
}
