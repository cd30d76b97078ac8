import { fetchOk } from '../../lib/api';

export const EXPORT_FILE_NAME = 'environmental-data.csv';

/** Downloads /api/export/csv as environmental-data.csv. */
export async function exportCsv(): Promise<void> {
  const response = await fetchOk('/api/export/csv');
  saveBlob(await response.blob(), EXPORT_FILE_NAME);
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking in the same task can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
