import { fetchJson } from './api';
import { text as asText } from './counties';
import { onceUntilFailure } from './onceUntilFailure';
import { TEXTS_API } from './textsApi';

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
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

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

/** The compounds, asked for once when a report first opens or a compound colours the map; a failure is tried again on the next. */
export const loadCompounds = onceUntilFailure(async () => parseCompounds(await fetchJson(TEXTS_API.compounds)));

/** The measure that adds up the linked compounds; the API lists it first. */
export const LINKED = 'linked';
