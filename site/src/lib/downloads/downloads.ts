import { API_PATHS, DOWNLOAD_NAMES } from '../data/apiPaths';
import { LOCALE } from '../i18n/lang';
import { TRACT } from '../shapes/geographies';
import { hasAreas, type Geography } from '../shapes/geography';
import { defineMessages, text, type Message } from '../i18n/messages';

/** A file of the "Download data" list: where it is, the name it is saved under, and what the list says of it. */
export interface DownloadItem {
  path: string;
  fileName: string;
  /** The link's text: the format, in words. */
  label: string;
  /** A few words on what the file is for. */
  note: string;
  /** Its size as /api/environmental-data gives it; null when unknown. */
  bytes: number | null;
}

type DownloadKey = keyof typeof DOWNLOAD_NAMES;

const messages = defineMessages({
  exposuresLabel: { id: 'downloads.exposuresLabel', defaultMessage: 'CSV' },
  exposuresNote: { id: 'downloads.exposuresNote', defaultMessage: "every county's figures, UTF-8" },
  workbookLabel: { id: 'downloads.workbookLabel', defaultMessage: 'Excel workbook' },
  workbookNote: { id: 'downloads.workbookNote', defaultMessage: 'opens with FIPS codes intact' },
  pm25YearsLabel: { id: 'downloads.pm25YearsLabel', defaultMessage: 'PM2.5 by year (CSV)' },
  pm25YearsNote: { id: 'downloads.pm25YearsNote', defaultMessage: "each county's annual mean, year by year" },
  codebookLabel: { id: 'downloads.codebookLabel', defaultMessage: 'Codebook (CSV)' },
  codebookNote: { id: 'downloads.codebookNote', defaultMessage: 'what each column means' },
  dataPackageLabel: { id: 'downloads.dataPackageLabel', defaultMessage: 'Data package (JSON)' },
  dataPackageNote: { id: 'downloads.dataPackageNote', defaultMessage: 'column types for data tools' },
  compoundsLabel: { id: 'downloads.compoundsLabel', defaultMessage: 'Pesticide compounds, 2012 (CSV)' },
  compoundsNote: {
    id: 'downloads.compoundsNote',
    defaultMessage: "USGS's estimates of each compound that studies link to Parkinson's disease",
  },
  tractsLabel: { id: 'downloads.tractsLabel', defaultMessage: 'California census tracts (CSV)' },
  tractsNote: { id: 'downloads.tractsNote', defaultMessage: "CalEnviroScreen 4.0's figures for every tract" },
  tractsWorkbookLabel: { id: 'downloads.tractsWorkbookLabel', defaultMessage: 'California census tracts (Excel)' },
  tractsWorkbookNote: { id: 'downloads.tractsWorkbookNote', defaultMessage: 'the same, GEOIDs kept as text' },
  sitesLabel: { id: 'downloads.sitesLabel', defaultMessage: 'Superfund sites with TCE or PCE (CSV)' },
  sitesNote: { id: 'downloads.sitesNote', defaultMessage: "each site's highest concentration of each solvent in each medium" },
  packageZipLabel: { id: 'downloads.packageZipLabel', defaultMessage: 'Everything (ZIP)' },
  packageZipNote: { id: 'downloads.packageZipNote', defaultMessage: 'the data package with the files it describes' },
});

/** The Measured view's downloads, in the list's order; the page's only words about them. */
const MEASURED_DOWNLOADS = [
  { key: 'exportExposures', label: messages.exposuresLabel, note: messages.exposuresNote },
  { key: 'exportWorkbook', label: messages.workbookLabel, note: messages.workbookNote },
  { key: 'exportPm25Years', label: messages.pm25YearsLabel, note: messages.pm25YearsNote },
  { key: 'exportCompounds', label: messages.compoundsLabel, note: messages.compoundsNote },
  { key: 'exportCodebook', label: messages.codebookLabel, note: messages.codebookNote },
  { key: 'exportTracts', label: messages.tractsLabel, note: messages.tractsNote, areas: TRACT },
  { key: 'exportTractsWorkbook', label: messages.tractsWorkbookLabel, note: messages.tractsWorkbookNote, areas: TRACT },
  { key: 'exportSites', label: messages.sitesLabel, note: messages.sitesNote },
  { key: 'dataPackage', label: messages.dataPackageLabel, note: messages.dataPackageNote },
  { key: 'exportPackageZip', label: messages.packageZipLabel, note: messages.packageZipNote },
] as const satisfies readonly { key: DownloadKey; label: Message; note: Message; areas?: Geography }[];

/**
 * The list's entries with the sizes of `downloadBytes` (by API path). A file of a geography's areas
 * is listed only when the build has some: a build of other states than California has no tracts.
 */
export function measuredDownloads(downloadBytes: Readonly<Record<string, number>>): DownloadItem[] {
  const listed = MEASURED_DOWNLOADS.filter((download) => !('areas' in download) || hasAreas(download.areas));
  return listed.map(({ key, label, note }) => ({
    path: API_PATHS[key],
    fileName: DOWNLOAD_NAMES[key],
    label: text(label),
    note: text(note),
    bytes: downloadBytes[API_PATHS[key]] ?? null,
  }));
}

let sizeFormat: Intl.NumberFormat | undefined;

/** A file size in kilobytes as people read them: 289 kB, 8.1 kB (one decimal only under 10 kB). */
export const formatBytes = (bytes: number): string =>
  (sizeFormat ??= new Intl.NumberFormat(LOCALE, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 })).format(
    bytes < 10_000 ? Math.round(bytes / 100) / 10 : Math.round(bytes / 1000),
  );
