import { fetchJson } from '../lib/data/api';
import { API_PATHS, statePath } from '../lib/data/apiPaths';
import type { PopulationSource } from '../lib/data/environment';
import { defineMessages, text } from '../lib/i18n/messages';
import { onceUntilFailureByKey } from '../lib/data/onceUntilFailure';

// Loaded when a Measured card first shows a county (useCountyPopulation.ts), not with the page, and
// only the county's state: /api/population/06 is California's 58 counties.

/** A county's population, the year of the figure and the id of its source (datagen/API.md). */
export type PopulationEntry = readonly [people: number, year: number, source: string];

/** Reads /api/population/<state>: each county's entry by FIPS code; an entry of any other shape is left out. */
export function parsePopulationState(answer: unknown): Record<string, PopulationEntry> {
  const entries: Record<string, PopulationEntry> = {};
  const counties = (answer as { counties?: unknown } | null)?.counties;
  if (typeof counties !== 'object' || counties === null) return entries;
  for (const [fips, entry] of Object.entries(counties)) {
    if (Array.isArray(entry) && Number.isSafeInteger(entry[0]) && Number.isSafeInteger(entry[1]) && typeof entry[2] === 'string') {
      entries[fips] = [entry[0], entry[1], entry[2]];
    }
  }
  return entries;
}

/** A state's file, asked for once (again after a failure). */
const stateFile = onceUntilFailureByKey((path) => fetchJson(path).then(parsePopulationState));

const messages = defineMessages({
  population: {
    id: 'population.text',
    defaultMessage: 'Population {people, number} ({kind, select, census {{year} census} other {{year} estimate}})',
  },
});

/** "Population 5,087,072 (2023 estimate)": the figure with its year, an estimate or a census count as its source says. */
export function populationText(people: number, year: number, kind: PopulationSource['kind']): string {
  return text(messages.population, { people, year, kind });
}

/** A county's population as the card says it, and the source of the figure (null when the data does not name it). */
export interface CountyPopulation {
  /** "Population 5,087,072 (2023 estimate)". */
  text: string;
  source: PopulationSource | null;
}

/** The county's population, its words taken from its source; null for a county its state's file does not have. */
export async function countyPopulation(fips: string, sources: readonly PopulationSource[]): Promise<CountyPopulation | null> {
  const entry = (await stateFile(statePath(API_PATHS.populationByState, fips)))[fips];
  if (!entry) return null;
  const [people, year, id] = entry;
  const source = sources.find((s) => s.id === id) ?? null;
  return { text: populationText(people, year, source?.kind ?? 'estimate'), source };
}
