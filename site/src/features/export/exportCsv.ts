import { fetchOk } from '../../lib/data/api';
import { saveBlob } from '../../lib/downloads/download';
import type { DataView } from '../../views/views';

/** Downloads the view's export: /api/export/csv (Demo) or every county's measured figures. */
export async function exportCsv(view: DataView): Promise<void> {
  const response = await fetchOk(view.export.path);
  saveBlob(await response.blob(), view.export.fileName);
}
