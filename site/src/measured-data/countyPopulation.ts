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
const stateFile = onceUntilFailureByKey((path) => fetchJson(path));

/** A Superfund site with TCE or PCE, by EPA's ID and name. */
export interface SiteName {
  id: string;
  name: string;
}

/** One of a county's own sites, with its distance from the county's point in km (one decimal). */
export interface CountySite extends SiteName {
  km: number;
}

/** The county's Superfund sites with TCE or PCE, and the one nearest its own point (datagen/API.md). */
export interface CountySites {
  sites: CountySite[];
  nearest: SiteName;
  /** From the county's point to the nearest site, km. */
  km: number;
}

/** Reads the `sites` of /api/population/<state>: each county's entry by FIPS code; one of any other shape is left out. */
export function parseCountySites(answer: unknown): Record<string, CountySites> {
  const entries: Record<string, CountySites> = {};
  const counties = (answer as { sites?: unknown } | null)?.sites;
  if (typeof counties !== 'object' || counties === null) return entries;
  for (const [fips, entry] of Object.entries(counties)) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'number' || typeof entry[1] !== 'string' || typeof entry[2] !== 'string') continue;
    const triples: unknown[] = Array.isArray(entry[3]) ? entry[3] : [];
    const sites: CountySite[] = [];
    for (let i = 0; i + 2 < triples.length; i += 3) {
      const km = triples[i + 2];
      if (typeof km === 'number') sites.push({ id: String(triples[i]), name: String(triples[i + 1]), km });
    }
    entries[fips] = { km: entry[0], nearest: { id: entry[1], name: entry[2] }, sites };
  }
  return entries;
}

/** The county's sites and nearest site; null for a county its state's file does not give them. */
export async function countySites(fips: string): Promise<CountySites | null> {
  return parseCountySites(await stateFile(statePath(API_PATHS.populationByState, fips)))[fips] ?? null;
}

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
  const entry = parsePopulationState(await stateFile(statePath(API_PATHS.populationByState, fips)))[fips];
  if (!entry) return null;
  const [people, year, id] = entry;
  const source = sources.find((s) => s.id === id) ?? null;
  return { text: populationText(people, year, source?.kind ?? 'estimate'), source };
}
