/**
 * The header and the one row of a download of a row per area (/api/export/exposures, /api/export/tracts)
 * whose first column is the area's id, or null when the download has no such area.
 */
export function areaRowCsv(exportText: string, id: string): string | null {
  const lines = exportText.split('\n');
  const row = lines.find((line) => line.startsWith(`${id},`));
  return row === undefined ? null : `${lines[0]}\n${row}\n`;
}

/** The name an area's row is saved under: the whole download's, with the area's id before ".csv" (county-exposures-06019.csv). */
export const areaRowFileName = (download: string, id: string): string => `${download.replace(/\.csv$/, '')}-${id}.csv`;
