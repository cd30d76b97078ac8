/**
 * /api/manifest, which `riskmap generate` writes (datagen/internal/pipe/manifest): the paths and download names
 * of the API files, the layers and the geographies. The build puts it into the page
 * (site/vite/manifest.ts), so the page knows them before any request and writes none of them itself.
 */

/**
 * The API files as the generator lists them, read from its golden manifest (a link to
 * datagen/testdata/TestGenerate/manifest.golden): the generator's pipes name the files in code, so the
 * fixture's manifest has the keys of every manifest it writes, and the page names no key of its own.
 */
type ManifestFiles = (typeof import('./fixtureManifest.json'))['files'];

/** The names the page's code gives the API files; the manifest gives each its path. */
export type ApiFileKey = keyof ManifestFiles;

/** The keys of the files whose entry has field: the files people download, the downloads of a row per county. */
type KeysWith<Field extends string> = { [Key in ApiFileKey]: ManifestFiles[Key] extends Record<Field, unknown> ? Key : never }[ApiFileKey];

/** The API files people download, each saved under the manifest's name for it. */
export type DownloadKey = KeysWith<'download'>;

/** A file of the api folder, or a folder of pieces when its path ends in a slash (/api/zip/ + 902). */
export interface ManifestFile {
  path: string;
  /** The Content-Type the CDN sends it with. */
  type: string;
  /** The name a download is saved under. */
  download?: string;
  /** A county download's first columns, which name and place the county; the measured columns follow. */
  countyColumns?: string[];
}

/** The band whose colours a layer's impact label takes, or a neutral grey. */
export type ImpactBand = 'high' | 'moderate' | 'low' | 'neutral';

/** What the page's build knows of a layer; /api/environmental-data has its texts. */
export interface ManifestLayer {
  id: string;
  /** One of the Demo view's layers (the specification's); the Measured view shows every layer. */
  demo: boolean;
  /** Its swatch: a gradient from the first colour to the last, or one colour. */
  colours: string[];
  impactBand: ImpactBand;
  /** Unit and years of its measured figure. */
  unit: string;
  years: string;
  /** Starts its columns in the CSV downloads (air_pollution_percentile). */
  columnPrefix: string;
  /** The column of its figure in the CSV downloads. */
  column: string;
  /** The manifest file of its figure year by year, if it has one. */
  yearlyFigures?: ApiFileKey;
}

/**
 * A kind of area the files describe (datagen/internal/geography), and the files that hold them: the county,
 * then California's census tracts.
 */
export interface ManifestGeography extends GeographyTexts {
  id: string;
  idLength: number;
  idPattern: string;
  /** How many leading digits of an id name the larger area it lies in (a county's state, a tract's county). */
  parentIdLength: number;
  /** Its shapes are one file per parent (the shapes file's path then ends in "/"). */
  splitByParent: boolean;
  /** For a geography split by parent, the parents that have files (California's counties for the tracts). */
  parents?: string[];
  /** Manifest files by what they hold: shapes, demo (the Demo view's list), measured (every area with figures), population. */
  files: Partial<Record<string, ApiFileKey>>;
  /** The map's zoom from which its areas are drawn. */
  zoom: number;
  /** The link's parameter that names one of its areas: `?tract=06019001000`. */
  linkParameter: string;
  spanish: GeographyTexts;
}

/** A geography's words, in one language (data/geographies.csv). */
export interface GeographyTexts {
  /** What one area is called: "census tract". */
  name: string;
  idName: string;
  /** What one of its percentiles is called beside a figure: "California percentile". */
  percentile: string;
  /** What the weighted mean of its percentiles is called: "Combined California percentile". */
  score: string;
  /** What its percentiles rank an area among: "among California census tracts". */
  percentileScope: string;
}

/** A download of a row per county: /api/export/csv and /api/export/exposures. */
export interface CountyDownload extends ManifestFile {
  download: string;
  countyColumns: string[];
}

export interface Manifest {
  files: Record<ApiFileKey, ManifestFile> & Record<KeysWith<'countyColumns'>, CountyDownload>;
  /** In the order the page lists them. */
  layers: ManifestLayer[];
  geographies: ManifestGeography[];
  /** The Superfund sites' layer id: in `layers=` it shows their points; it counts in no score. */
  sitesLayer: string;
  /** The states whose Spanish name differs from the English, by code: "NC": "Carolina del Norte". */
  spanishStateNames: Readonly<Record<string, string>>;
}

// Replaced by the build with the manifest `riskmap generate` wrote (the tests': the generator's
// golden manifest of its fixture data).
declare const __MANIFEST__: Manifest;

export const MANIFEST: Manifest = __MANIFEST__;

/** The layer of the manifest with this id. */
export const manifestLayer = (id: string): ManifestLayer | undefined => MANIFEST.layers.find((layer) => layer.id === id);
