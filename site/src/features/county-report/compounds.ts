import { fetchJson } from '../../lib/data/api';
import { text as asText } from '../../lib/data/counties';
import { onceUntilFailure } from '../../lib/data/onceUntilFailure';
import { TEXTS_API } from '../../lib/data/textsApi';
import { formatValue } from '../../lib/figures/figures';
import { LOCALE } from '../../lib/i18n/lang';
import { defineMessages, text } from '../../lib/i18n/messages';

/** A study behind a compound: its DOI (without https://doi.org/) and what it found of the compound. */
export interface CompoundStudy {
  doi: string;
  basis: string;
}

/** `linked` (the sum, with its meaning) or a compound that studies link to Parkinson's disease. */
export interface CompoundMeasure {
  id: string;
  name: string;
  meaning: string;
  studies: CompoundStudy[];
}

/** /api/compounds (datagen/API.md): USGS's 2012 county estimates of each linked compound and their sum. */
export interface Compounds {
  year: number;
  unit: string;
  densityUnit: string;
  estimates: string;
  ranking: string;
  noEstimate: string;
  latestYear: string;
  source: { publisher: string; dataset: string; years: string; url: string };
  measures: CompoundMeasure[];
  /** By FIPS, a figure per measure: [low, high, low per km², high per km², percentile], null without a row. */
  counties: Record<string, unknown>;
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** Parses /api/compounds; a measure without an id, or a study without a DOI, is dropped. */
export function parseCompounds(answer: unknown): Compounds {
  const file = record(answer);
  const source = record(file.source);
  return {
    year: typeof file.year === 'number' ? file.year : 0,
    unit: asText(file.unit),
    densityUnit: asText(file.densityUnit),
    estimates: asText(file.estimates),
    ranking: asText(file.ranking),
    noEstimate: asText(file.noEstimate),
    latestYear: asText(file.latestYear),
    source: { publisher: asText(source.publisher), dataset: asText(source.dataset), years: asText(source.years), url: asText(source.url) },
    measures: list(file.measures)
      .map(record)
      .map((m) => ({
        id: asText(m.id),
        name: asText(m.name),
        meaning: asText(m.meaning),
        studies: list(m.studies)
          .map(record)
          .map((s) => ({ doi: asText(s.doi), basis: asText(s.basis) }))
          .filter((s) => s.doi !== ''),
      }))
      .filter((m) => m.id !== ''),
    counties: record(file.counties),
  };
}

/** The compounds, asked for once when a report first opens; a failure is tried again on the next. */
export const loadCompounds = onceUntilFailure(async () => parseCompounds(await fetchJson(TEXTS_API.compounds)));

/** The measure that adds up the linked compounds; the API lists it first. */
export const LINKED = 'linked';

/** One line of a county's list: a measure and its figures in words. */
export interface CompoundLine {
  measure: CompoundMeasure;
  /** "0.4-4,026 kg per year"; one figure when low and high agree. */
  kg: string;
  /** The same per km² of land; null without a land area. */
  perKm2: string | null;
  /** National percentile of the high estimate per km² of land; null without one. */
  percentile: number | null;
  /** The high estimate, which orders the list. */
  high: number | null;
}

const messages = defineMessages({
  range: { id: 'compounds.range', defaultMessage: '{low}-{high} {unit}' },
  highOnly: { id: 'compounds.highOnly', defaultMessage: '{high} {unit} (high estimate; USGS gives no low one)' },
});

let kgWhole: Intl.NumberFormat | undefined;
let kgTenths: Intl.NumberFormat | undefined;

/** Kilograms as the page prints them: whole from 10 kg ("4,026"), to 0.1 kg below ("0.4"), the file's precision. */
export const formatKg = (kg: number): string =>
  kg >= 10
    ? (kgWhole ??= new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 })).format(kg)
    : (kgTenths ??= new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 })).format(kg);

/** "0.4-4,026 kg per year", "0.4 kg per year" when the two agree; null without a high estimate. */
export function rangeInWords(low: number | null, high: number | null, unit: string, format: (value: number) => string): string | null {
  if (high === null) return null;
  if (low === null) return text(messages.highOnly, { high: format(high), unit });
  if (format(low) === format(high)) return `${format(high)} ${unit}`;
  return text(messages.range, { low: format(low), high: format(high), unit });
}

/**
 * A county's lines: the linked sum first, then each compound it has an estimate of, by its high
 * estimate, largest first. Null when the county has no USGS estimate at all (not a figure of zero).
 */
export function compoundLines(compounds: Compounds, fips: string): CompoundLine[] | null {
  const figures = compounds.counties[fips];
  if (!Array.isArray(figures)) return null;
  const lines = compounds.measures.flatMap((measure, i): CompoundLine[] => {
    const figure = list(figures[i]).map(numberOrNull);
    const [low = null, high = null, lowPerKm2 = null, highPerKm2 = null, percentile = null] = figure;
    const kg = rangeInWords(low, high, compounds.unit, formatKg);
    if (kg === null) return [];
    return [{ measure, kg, perKm2: rangeInWords(lowPerKm2, highPerKm2, compounds.densityUnit, formatValue), percentile, high }];
  });
  const linked = lines.filter((line) => line.measure.id === LINKED);
  const each = lines.filter((line) => line.measure.id !== LINKED).sort((a, b) => (b.high ?? -1) - (a.high ?? -1));
  return [...linked, ...each];
}
