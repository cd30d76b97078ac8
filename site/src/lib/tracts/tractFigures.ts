import { fetchJson } from '../data/api';
import { LANG } from '../i18n/lang';
import type { LayerId, RiskLayer } from '../data/layers';
import { MANIFEST } from '../data/manifest';
import { normalizeLayers, sameLayers } from '../data/layers';
import { weightedMean } from '../figures/weightedMean';

/** One column of a tract's figures (datagen/API.md, `/api/tract/figures/<county>`). */
export interface TractColumn {
  factor: LayerId;
  column: string;
  /** The layer's own figure; false for a column shown beside it (Diesel PM beside PM2.5). */
  main: boolean;
  unit: string;
  years: string;
}

/** A direction from the middle of a ZIP's tracts (datagen/API.md, `tracts[].side`). */
export type CompassPoint = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';

export interface Tract {
  id: string;
  /** Its number as the Census Bureau writes it: "10", "2049.20". */
  name: string;
  zip: string;
  /** The places it lies in, most people first (tractPlaceNames.ts says them); absent for none. */
  places?: string[];
  /** For a tract without places, the place nearest its point. */
  near?: string;
  /** Where it lies among its ZIP's tracts; absent for a ZIP's only tract. */
  side?: CompassPoint;
  pop: number | null;
  /** A value and a California percentile per column; null: no data. */
  v: (number | null)[];
  p: (number | null)[];
  /** The generator's combined score over its file's `scoreLayers`; null where it has none of them. */
  s: number | null;
  /** The Superfund site with TCE or PCE nearest its point: [EPA ID, km]; absent without sites. */
  ns?: [string, number];
}

/** A county's tract figures file, as the generator writes it. */
export interface TractFiguresFile {
  county: string;
  source: { publisher: string; dataset: string; published: string; url: string; licence: string };
  percentile: string;
  about: string;
  population: { years: string; source: string; estimate: boolean };
  columns: TractColumn[];
  /** The layers of the Measured view's first map, which each tract's `s` is over. */
  scoreLayers: LayerId[];
  es: { percentile: string; about: string; licence: string; columns: { column: string; unit: string }[] };
  /** How many Superfund sites with TCE or PCE lie in the county; absent without sites. */
  countySites?: number;
  /** The name of each site that is a tract's `ns`, by EPA ID. */
  siteNames?: Record<string, string>;
  tracts: Tract[];
}

/** A county's tracts with their texts in the page's language. */
export interface TractFigures {
  county: string;
  source: TractFiguresFile['source'];
  /** What every percentile is: "California percentile (CalEnviroScreen 4.0)". */
  percentile: string;
  /** Tracts describe places, not people. */
  about: string;
  population: TractFiguresFile['population'];
  columns: TractColumn[];
  scoreLayers: readonly LayerId[];
  /** How many Superfund sites with TCE or PCE lie in the county; null where the file does not say. */
  countySites: number | null;
  siteNames: Readonly<Record<string, string>>;
  tracts: Tract[];
  byId: ReadonlyMap<string, Tract>;
}

/** The file's texts in the page's language: Spanish from its `es` part. */
export function tractFigures(file: TractFiguresFile): TractFigures {
  const es = LANG === 'es';
  return {
    county: file.county,
    source: es ? { ...file.source, licence: file.es.licence } : file.source,
    percentile: es ? file.es.percentile : file.percentile,
    about: es ? file.es.about : file.about,
    population: file.population,
    columns: es ? file.columns.map((column, i) => ({ ...column, ...file.es.columns[i] })) : file.columns,
    scoreLayers: file.scoreLayers,
    countySites: file.countySites ?? null,
    siteNames: file.siteNames ?? {},
    tracts: file.tracts,
    byId: new Map(file.tracts.map((tract) => [tract.id, tract])),
  };
}

const files = new Map<string, Promise<TractFigures>>();
const loaded = new Map<string, TractFigures>();

/** A county's tract figures, fetched once (a failure is asked for again next time). */
export function loadTractFigures(countyFips: string): Promise<TractFigures> {
  let file = files.get(countyFips);
  if (!file) {
    file = fetchJson(MANIFEST.files.tractFigures.path + countyFips).then((json) => keepTractFigures(tractFigures(json as TractFiguresFile)));
    file.catch(() => files.delete(countyFips));
    files.set(countyFips, file);
  }
  return file;
}

/**
 * Keeps a county's tract figures for loadedTractFigures: those fetched, and those the build read
 * from the API file to render the tracts' cards ahead (app/prerender.tsx).
 */
export function keepTractFigures(figures: TractFigures): TractFigures {
  loaded.set(figures.county, figures);
  files.set(figures.county, Promise.resolve(figures));
  return figures;
}

/** A county's tract figures if they have arrived, so that a card opened on them draws them at once. */
export const loadedTractFigures = (countyFips: string): TractFigures | undefined => loaded.get(countyFips);

/** The Superfund site with TCE or PCE nearest the tract's point, named, with its distance in km; null where the file gives none. */
export function nearestSite(tract: Tract, figures: Pick<TractFigures, 'siteNames'>): { name: string; km: number } | null {
  const name = tract.ns && figures.siteNames[tract.ns[0]];
  return tract.ns && name ? { name, km: tract.ns[1] } : null;
}

/** The tract's county: the first five digits of its GEOID. */
export const countyOfTract = (tractId: string): string => tractId.slice(0, 5);

/** The column index of each layer's own figure. */
const mainColumn = (columns: readonly TractColumn[], layer: LayerId): number => columns.findIndex((c) => c.factor === layer && c.main);

/**
 * A tract's combined score, by the county's rule (lib/figures/measured.ts) on its published
 * California percentiles: the weighted mean of the selected layers' (all layers when none is
 * selected) over those where it has one, rounded to a whole number as it is shown; null when it has
 * none of them. The generator's `s` where the selection is its file's `scoreLayers`.
 */
export function tractScore(tract: Tract, figures: Pick<TractFigures, 'columns' | 'scoreLayers'>, selected: readonly LayerId[], table: readonly RiskLayer[]): number | null {
  const layers = normalizeLayers(table, selected.length > 0 ? selected : table.map((l) => l.id));
  if (sameLayers(layers, figures.scoreLayers)) return tract.s;
  const mean = weightedMean(table, layers, (id) => {
    const column = mainColumn(figures.columns, id);
    return column < 0 ? null : tract.p[column];
  });
  return mean === null ? null : Math.round(mean);
}

/** A layer's columns in a tract's figures: its own figure first, then those shown beside it. */
export const layerColumns = (columns: readonly TractColumn[], layer: LayerId): number[] =>
  columns.flatMap((column, i) => (column.factor === layer ? [i] : [])).sort((a, b) => Number(columns[b]!.main) - Number(columns[a]!.main));
