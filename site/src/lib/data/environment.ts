import type { AbsentMeaning, MeasuredInfo, ReferenceLevel, RiskLayer } from './layers';

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

/** A Census product county populations come from (/api/population/<state> names it by id). */
export interface PopulationSource {
  id: string;
  publisher: string;
  dataset: string;
  kind: 'estimate' | 'census';
  /** What a figure of it is: "estimate for July 1, 2023". */
  figure: string;
}

/** What the page shows from /api/environmental-data: the one place the layers and sources are defined. */
export interface Environment {
  factors: RiskLayer[];
  sources: DemoSource[];
  measuredSources: MeasuredSource[];
  populationSources: PopulationSource[];
  lastUpdated: string;
  /** Each download's size in bytes, by its API path. */
  downloadBytes: Record<string, number>;
}

export const EMPTY_ENVIRONMENT: Environment = { factors: [], sources: [], measuredSources: [], populationSources: [], lastUpdated: '', downloadBytes: {} };

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

/** A reference level; null for one whose level is not a number above 0, which could not be drawn. */
function referenceLevel(r: Row): ReferenceLevel | null {
  const level = text(r.level);
  if (!(Number(level) > 0)) return null;
  return { level, label: text(r.label), since: finite(r.since), publisher: text(r.publisher), title: text(r.title), url: text(r.url), note: text(r.note) };
}

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
    references: rows(m.references).flatMap((r) => referenceLevel(r) ?? []),
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
    populationSources: rows(root.populationSources)
      .filter((s) => text(s.id) !== '')
      .map((s) => ({
        id: text(s.id),
        publisher: text(s.publisher),
        dataset: text(s.dataset),
        kind: s.kind === 'census' ? 'census' : 'estimate',
        figure: text(s.figure),
      })),
    lastUpdated: text(root.lastUpdated),
    downloadBytes: sizes(root.downloadBytes),
  };
}
