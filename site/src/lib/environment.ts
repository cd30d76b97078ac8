import type { AbsentMeaning, MeasuredInfo, RiskLayer } from './layers';

/** A source of the Demo view's list (the specification's six). */
export interface DemoSource {
  name: string;
  url: string;
  factors: string[];
}

/** A public data set behind the Measured view. */
export interface MeasuredSource {
  id: string;
  publisher: string;
  dataset: string;
  years: string;
  url: string;
  licence: string;
  factors: string[];
}

/** What the page shows from /api/environmental-data: the one place the layers and sources are defined. */
export interface Environment {
  factors: RiskLayer[];
  sources: DemoSource[];
  measuredSources: MeasuredSource[];
  lastUpdated: string;
  /** Each download's size in bytes, by its API path. */
  downloadBytes: Record<string, number>;
}

export const EMPTY_ENVIRONMENT: Environment = { factors: [], sources: [], measuredSources: [], lastUpdated: '', downloadBytes: {} };

type Row = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const rows = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((row): row is Row => typeof row === 'object' && row !== null) : [];
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const sizes = (value: unknown): Record<string, number> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).filter((e): e is [string, number] => Number.isSafeInteger(e[1]) && e[1] >= 0))
    : {};
const finite = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function measuredInfo(value: unknown): MeasuredInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Row;
  const absent: AbsentMeaning = m.absent === 'none-reported' ? 'none-reported' : 'no-data';
  return {
    measure: text(m.measure),
    unit: text(m.unit),
    years: text(m.years),
    estimate: m.estimate === true,
    absent,
    sources: texts(m.sources),
    caveats: texts(m.caveats),
    topTenth: text((m.topTenth as Row | undefined)?.sentence),
  };
}

/** Parses the /api/environmental-data answer; missing or malformed parts count as empty. */
export function parseEnvironment(answer: unknown): Environment {
  const root = (typeof answer === 'object' && answer !== null ? answer : {}) as Row;
  return {
    factors: rows(root.factors)
      .filter((f) => text(f.id) !== '')
      .map((f) => ({
        id: text(f.id),
        name: text(f.name),
        shortName: text(f.shortName),
        impact: text(f.impact),
        defaultEnabled: f.defaultEnabled === true,
        weight: finite(f.weight),
        demo: f.demo === true,
        measured: measuredInfo(f.measured),
      })),
    sources: rows(root.sources).map((s) => ({ name: text(s.name), url: text(s.url), factors: texts(s.factors) })),
    measuredSources: rows(root.measuredSources).map((s) => ({
      id: text(s.id),
      publisher: text(s.publisher),
      dataset: text(s.dataset),
      years: text(s.years),
      url: text(s.url),
      licence: text(s.licence),
      factors: texts(s.factors),
    })),
    lastUpdated: text(root.lastUpdated),
    downloadBytes: sizes(root.downloadBytes),
  };
}
