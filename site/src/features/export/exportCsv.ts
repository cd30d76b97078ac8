import { fetchOk } from '../../lib/api';
import { API_PATHS, DOWNLOAD_NAMES } from '../../lib/apiPaths';
import { saveBlob } from '../../lib/download';
import type { DataView } from '../../store/countySlice';

/** Downloads the view's export: /api/export/csv (Demo) or every county's measured figures. */
export async function exportCsv(view: DataView = 'demo'): Promise<void> {
  const [path, fileName] =
    view === 'demo' ? [API_PATHS.exportCsv, DOWNLOAD_NAMES.exportCsv] : [API_PATHS.exportExposures, DOWNLOAD_NAMES.exportExposures];
  const response = await fetchOk(path);
  saveBlob(await response.blob(), fileName);
}
