import { fetchJson } from '../../lib/data/api';
import { onceUntilFailureByKey } from '../../lib/data/onceUntilFailure';
import { API_PATHS, statePath } from '../../lib/data/apiPaths';
import { defineMessages, text } from '../../lib/i18n/messages';

const messages = defineMessages({
  trend: {
    id: 'report.pm25Trend',
    defaultMessage: '{series} from {first, number, ::.00} in {firstYear} to {last, number, ::.00} in {lastYear}',
  },
  noTrend: { id: 'report.pm25NoTrend', defaultMessage: '{series} has no yearly figures' },
});

/** A state's file of /api/pm25-by-year: the years, the medians and each county's annual means (µg/m³). */
export interface Pm25State {
  years: number[];
  national: (number | null)[];
  state: (number | null)[];
  counties: Record<string, (number | null)[]>;
}

const figures = (value: unknown, length: number): (number | null)[] =>
  Array.from({ length }, (_, i) => {
    const v = Array.isArray(value) ? (value[i] as unknown) : null;
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  });

/** Parses a state's file; anything unreadable is a state without yearly figures (null). */
export function parsePm25State(answer: unknown): Pm25State | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const a = answer as Record<string, unknown>;
  if (!Array.isArray(a.years) || !a.years.every((y) => typeof y === 'number')) return null;
  const years = a.years as number[];
  const counties: Record<string, (number | null)[]> = {};
  if (typeof a.counties === 'object' && a.counties !== null) {
    for (const [fips, values] of Object.entries(a.counties)) counties[fips] = figures(values, years.length);
  }
  return { years, national: figures(a.national, years.length), state: figures(a.state, years.length), counties };
}

/** The file of a county's state. */
export const pm25StatePath = (fips: string): string => statePath(API_PATHS.pm25Years, fips);

/**
 * A county's state file, asked for once per state. A 404 is a state without yearly figures (Alaska,
 * Hawaii, the territories): null, kept. Any other failure is forgotten, so the next report asks again.
 */
const statePm25 = onceUntilFailureByKey((path) =>
  fetchJson(path).then(parsePm25State, (error: unknown) => {
    if (error instanceof Error && error.message.startsWith('404')) return null;
    throw error;
  }),
);

export const loadPm25State = (fips: string): Promise<Pm25State | null> => statePm25(pm25StatePath(fips));

/**
 * "Fresno, CA from 10.55 in 2000 to 9.70 in 2018": a series' first and last years with a figure, or
 * that it has no yearly figures when it has fewer than two.
 */
export function trendInWords(series: string, years: readonly number[], values: readonly (number | null)[]): string {
  const known = years.map((year, i) => [year, values[i]] as const).filter((p): p is readonly [number, number] => p[1] !== null);
  if (known.length < 2) return text(messages.noTrend, { series });
  const [first, last] = [known[0]!, known[known.length - 1]!];
  return text(messages.trend, { series, first: first[1], firstYear: first[0], last: last[1], lastYear: last[0] });
}
