import { toast } from '../toasts/toast';
import { fetchOk } from '../lib/data/api';
import { API_PATHS, DOWNLOAD_NAMES } from '../lib/data/apiPaths';
import type { DownloadKey } from '../lib/data/manifest';
import { areaRowCsv, areaRowFileName } from '../lib/downloads/areaRow';
import { saveCsv } from '../lib/downloads/download';
import { EXPORT_FAILED, EXPORT_SUCCESSFUL } from '../lib/downloads/exportToasts';

/** Runs a card's export and says how it went: its toast gives `described`, a failure says so instead. */
export async function exportWithToasts(described: string, save: () => Promise<void>): Promise<void> {
  try {
    await save();
    toast(EXPORT_SUCCESSFUL, { description: described });
  } catch {
    toast.error(EXPORT_FAILED.title, { description: EXPORT_FAILED.description });
  }
}

/**
 * Saves an area's line of a download of a row per area (a county's of /api/export/exposures, a census
 * tract's of /api/export/tracts) with its header: the same figures as the whole download, under its
 * name with the area's id.
 */
export const exportAreaRow = (download: DownloadKey, id: string, described: string): Promise<void> =>
  exportWithToasts(described, async () => {
    const csv = areaRowCsv(await (await fetchOk(API_PATHS[download])).text(), id);
    if (csv === null) throw new Error(`${id} is not in ${API_PATHS[download]}`);
    saveCsv(csv, areaRowFileName(DOWNLOAD_NAMES[download], id));
  });
