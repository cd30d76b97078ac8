import type { MeasuredCounty } from '../../lib/data/counties';
import { LOCALE } from '../../lib/i18n/lang';
import { defineMessages, text } from '../../lib/i18n/messages';
import type { LayerFigure } from '../../lib/figures/measured';

const messages = defineMessages({
  ordinal: { id: 'rank.ordinal', defaultMessage: '{rank, number}{category, select, one {st} two {nd} few {rd} other {th}}' },
  place: {
    id: 'rank.place',
    defaultMessage:
      '{tied, select, yes {tied {ordinal}} other {{ordinal}}} of {count, plural, one {# {area} county} other {# {area} counties}}{partial, select, yes { with a figure} other {}}',
  },
});

/** Where a county stands on one layer among some counties: 1 is the highest figure. */
export interface Rank {
  /** Competition ranking: counties with the same figure share the best place, and the next place skips them ("1, 2, 2, 4"). */
  rank: number;
  /** How many of the counties have a figure, so a place. */
  of: number;
  /** Another county has the same figure. */
  tied: boolean;
  /** Some of the counties have no figure and are left out of `of`. */
  partial: boolean;
}

/** The figure counties are ranked by: the value, 0 where none was reported; null for no data. */
const rankedValue = (figure: LayerFigure | undefined): number | null =>
  figure && figure.status !== 'no data' && figure.value !== null ? figure.value : null;

/**
 * The county's place among `counties` on a layer, highest figure first, ties sharing their best place;
 * null when the county has no figure there. Counties without a figure are left out of the count.
 */
export function rankAmong(counties: readonly MeasuredCounty[], layer: string, county: MeasuredCounty): Rank | null {
  const own = rankedValue(county.figures[layer]);
  if (own === null) return null;
  let higher = 0;
  let same = 0;
  let of = 0;
  for (const c of counties) {
    const v = rankedValue(c.figures[layer]);
    if (v === null) continue;
    of++;
    if (v > own) higher++;
    else if (v === own) same++;
  }
  return { rank: higher + 1, of, tied: same > 1, partial: of < counties.length };
}

/** The county's places on a layer in its state and in the nation (every county the page has). */
export function statePlaces(all: readonly MeasuredCounty[], layer: string, county: MeasuredCounty): { state: Rank | null; nation: Rank | null } {
  const state = all.filter((c) => c.stateCode === county.stateCode);
  return { state: rankAmong(state, layer, county), nation: rankAmong(all, layer, county) };
}

let ordinalRules: Intl.PluralRules | undefined;

/** "3rd", "22nd", "1,001st"; "3.º" in Spanish. */
export function ordinal(rank: number): string {
  const category = (ordinalRules ??= new Intl.PluralRules(LOCALE, { type: 'ordinal' })).select(rank);
  return text(messages.ordinal, { rank, category });
}

/** "3rd of 58 California counties", "tied 2,701st of 3,220 US counties", "5th of 55 Texas counties with a figure". */
export function rankInWords(place: Rank, area: string): string {
  return text(messages.place, {
    tied: place.tied ? 'yes' : 'no',
    ordinal: ordinal(place.rank),
    count: place.of,
    area,
    partial: place.partial ? 'yes' : 'no',
  });
}
