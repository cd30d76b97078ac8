import { fetchOk } from '../../lib/api';
import { saveBlob } from '../../lib/download';
import { EXPORT_FILE_NAME, EXPORT_PATH, EXPOSURES_FILE_NAME, EXPOSURES_PATH } from '../../lib/exportFiles';
import type { DataView } from '../../store/countySlice';

/** Downloads the view's export: /api/export/csv (Demo) or every county's measured figures. */
export async function exportCsv(view: DataView = 'demo'): Promise<void> {
  const [path, fileName] = view === 'demo' ? [EXPORT_PATH, EXPORT_FILE_NAME] : [EXPOSURES_PATH, EXPOSURES_FILE_NAME];
  const response = await fetchOk(path);
  saveBlob(await response.blob(), fileName);
}
