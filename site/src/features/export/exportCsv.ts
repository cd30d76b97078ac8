import { fetchOk } from '../../lib/api';
import { saveBlob } from '../../lib/download';
import type { DataView } from '../../store/countySlice';

export const EXPORT_FILE_NAME = 'environmental-data.csv';
export const EXPOSURES_FILE_NAME = 'county-exposures.csv';
export const EXPOSURES_PATH = '/api/export/exposures';
export const CODEBOOK_PATH = '/api/export/codebook';

/** Downloads the view's export: /api/export/csv (Demo) or every county's measured figures. */
export async function exportCsv(view: DataView = 'demo'): Promise<void> {
  const [path, fileName] = view === 'demo' ? ['/api/export/csv', EXPORT_FILE_NAME] : [EXPOSURES_PATH, EXPOSURES_FILE_NAME];
  const response = await fetchOk(path);
  saveBlob(await response.blob(), fileName);
}
