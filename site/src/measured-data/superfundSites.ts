import { fetchJson } from '../lib/data/api';
import { API_PATHS } from '../lib/data/apiPaths';
import { onceUntilFailure } from '../lib/data/onceUntilFailure';
import { LANG } from '../lib/i18n/lang';

// /api/sites (datagen/API.md): the Superfund sites where EPA's decision documents list TCE or PCE,
// loaded when their layer is shown or a site's link is opened, never with the page.

/** A solvent's highest concentration in one medium, as the source writes it (units not converted). */
export interface SiteReading {
  solvent: string;
  medium: string;
  max: string;
  /** Empty where the source gives none. */
  units: string;
  document: string;
  /** A groundwater maximum above the solvent's solubility in water: the source's value, shown as written. */
  aboveSolubility: boolean;
}

export interface SuperfundSite {
  /** EPA's site ID (NC6170022580), the link's `site=`. */
  id: string;
  name: string;
  /** The county's FIPS code. */
  county: string;
  lat: number;
  lon: number;
  /** What its NPL status code means, in the page's language. */
  npl: string;
  federal: boolean;
  /** The solvents the source lists at the site, with or without a concentration. */
  solvents: string[];
  readings: SiteReading[];
}

export interface SitesFile {
  sites: SuperfundSite[];
  /** What a concentration is, and what it is not, in the page's language. */
  note: string;
  /** Said with a value above solubility. */
  flagged: string;
  source: string;
}

interface Answer {
  solvents: string[];
  media: string[];
  npl: Record<string, string>;
  note: string;
  flagged: string;
  source: string;
  es: { media: string[]; npl: Record<string, string>; note: string; flagged: string };
  sites: [string, string, string, number, number, string, number, number, (string | number)[][]][];
}

/** Reads /api/sites in the page's language (the file holds both); a site of any other shape is left out. */
export function parseSites(answer: unknown, lang: string = LANG): SitesFile {
  const file = answer as Answer;
  const words = lang === 'es' ? file.es : file;
  const sites: SuperfundSite[] = [];
  for (const row of Array.isArray(file?.sites) ? file.sites : []) {
    const [id, name, county, lat, lon, npl, federal, listed, readings] = row;
    if (typeof id !== 'string' || typeof lat !== 'number' || typeof lon !== 'number' || !Array.isArray(readings)) continue;
    sites.push({
      id,
      name,
      county,
      lat,
      lon,
      npl: words.npl[npl] ?? npl,
      federal: federal === 1,
      solvents: file.solvents.filter((_, i) => (listed & (1 << i)) !== 0),
      readings: readings.map(([solvent, medium, max, units, document, flag]) => ({
        solvent: file.solvents[solvent as number] ?? '',
        medium: words.media[medium as number] ?? '',
        max: String(max),
        units: String(units),
        document: String(document),
        aboveSolubility: flag === 1,
      })),
    });
  }
  return { sites, note: words.note, flagged: words.flagged, source: file.source };
}

let kept: SitesFile | null = null;

/** Keeps the sites for loadedSites: those fetched, and those the build read to render their cards ahead (app/prerender.tsx). */
export function keepSites(file: SitesFile): SitesFile {
  kept = file;
  return file;
}

/** The sites if they have arrived, so that a card opened on them draws at once. */
export const loadedSites = (): SitesFile | null => kept;

/** The sites, asked for once (again after a failure). */
export const loadSites = onceUntilFailure(() => fetchJson(API_PATHS.sites).then((answer) => keepSites(parseSites(answer))));
