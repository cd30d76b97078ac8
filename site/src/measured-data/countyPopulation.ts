import { fetchJson } from '../lib/api';
import { API_PATHS } from '../lib/apiPaths';
import { defineMessages, text } from '../lib/i18n/messages';
import { onceUntilFailure } from '../lib/onceUntilFailure';

// Loaded when a Measured card first shows a county (useCountyPopulation.ts), not with the page:
// /api/population is a file of its own so the Measured view's first load does not grow.

/** Each county's population and the year of the figure, by FIPS code, and their source (datagen/API.md). */
export interface PopulationTable {
  source: string;
  counties: Record<string, readonly [people: number, year: number]>;
}

/** Reads /api/population as documented; an entry of any other shape is left out. */
export function parsePopulation(answer: unknown): PopulationTable {
  const table: PopulationTable = { source: '', counties: {} };
  if (typeof answer !== 'object' || answer === null) return table;
  const { source, counties } = answer as { source?: unknown; counties?: unknown };
  if (typeof source === 'string') table.source = source;
  if (typeof counties !== 'object' || counties === null) return table;
  for (const [fips, entry] of Object.entries(counties)) {
    if (Array.isArray(entry) && Number.isSafeInteger(entry[0]) && Number.isSafeInteger(entry[1])) table.counties[fips] = [entry[0], entry[1]];
  }
  return table;
}

const populationTable = onceUntilFailure(async () => parsePopulation(await fetchJson(API_PATHS.population)));

const messages = defineMessages({
  population: {
    id: 'population.text',
    defaultMessage: 'Population {people, number} ({kind, select, census {{year} census} other {{year} estimate}})',
  },
});

/**
 * "Population 5,087,072 (2023 estimate)": the figure with its year, an estimate for July 1 of that
 * year, or the April 1, 2020 census count (Puerto Rico and the Island Areas, the only 2020 figures).
 */
export function populationText([people, year]: readonly [number, number]): string {
  return text(messages.population, { people, year, kind: year === 2020 ? 'census' : 'estimate' });
}

/** The county's population as the card says it, and its source; null for a county the file does not have. */
export async function countyPopulation(fips: string): Promise<{ text: string; source: string } | null> {
  const table = await populationTable();
  const entry = table.counties[fips];
  return entry ? { text: populationText(entry), source: table.source } : null;
}
