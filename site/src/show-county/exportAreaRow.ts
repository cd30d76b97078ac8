import { exportWithToasts } from '../toasts/exportWithToasts';
import { fetchOk } from '../lib/data/api';
import { API_PATHS, DOWNLOAD_NAMES } from '../lib/data/apiPaths';
import type { DownloadKey } from '../lib/data/manifest';
import { areaRowCsv, areaRowFileName } from '../lib/downloads/areaRow';
import { saveCsv } from '../lib/downloads/download';

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
