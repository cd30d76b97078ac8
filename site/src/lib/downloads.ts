import { API_PATHS, DOWNLOAD_NAMES } from './apiPaths';

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

/** The Measured view's downloads, in the list's order; the page's only words about them. */
const MEASURED_DOWNLOADS: readonly { key: DownloadKey; label: string; note: string }[] = [
  { key: 'exportExposures', label: 'CSV', note: "every county's figures, UTF-8" },
  { key: 'exportWorkbook', label: 'Excel workbook', note: 'opens with FIPS codes intact' },
  { key: 'exportPm25Years', label: 'PM2.5 by year (CSV)', note: "each county's annual mean, year by year" },
  { key: 'exportCodebook', label: 'Codebook (CSV)', note: 'what each column means' },
  { key: 'dataPackage', label: 'Data package (JSON)', note: 'column types for data tools' },
];

/** The list's entries with the sizes of `downloadBytes` (by API path). */
export function measuredDownloads(downloadBytes: Readonly<Record<string, number>>): DownloadItem[] {
  return MEASURED_DOWNLOADS.map(({ key, label, note }) => ({
    path: API_PATHS[key],
    fileName: DOWNLOAD_NAMES[key],
    label,
    note,
    bytes: downloadBytes[API_PATHS[key]] ?? null,
  }));
}

let sizeFormat: Intl.NumberFormat | undefined;

/** A file size in kilobytes as people read them: 289 kB, 8.1 kB (one decimal only under 10 kB). */
export const formatBytes = (bytes: number): string =>
  (sizeFormat ??= new Intl.NumberFormat('en-US', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 })).format(
    bytes < 10_000 ? Math.round(bytes / 100) / 10 : Math.round(bytes / 1000),
  );
