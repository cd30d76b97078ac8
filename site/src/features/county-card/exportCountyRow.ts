import { toast } from '../../toasts/toast';
import { fetchOk } from '../../lib/data/api';
import type { County } from '../../lib/data/counties';
import { demoCountyCsv, exposuresRowCsv, measuredColumns } from '../../lib/downloads/countyCsv';
import { saveCsv } from '../../lib/downloads/download';
import { EXPORT_FAILED, EXPORT_SUCCESSFUL } from '../../lib/downloads/exportToasts';
import { API_PATHS } from '../../lib/data/apiPaths';
import { defineMessages, text } from '../../lib/i18n/messages';
import { MANIFEST, manifestLayer } from '../../lib/data/manifest';
import type { LayerId, RiskLayer } from '../../lib/data/layers';

const messages = defineMessages({
  exported: { id: 'card.exported', defaultMessage: '{county}, {state} has been exported to CSV file.' },
});

/**
 * Downloads the county's row as CSV: in the Measured view its line of /api/export/exposures (the same
 * figures as the full export), in the Demo view what its card shows with its measured figures from
 * the Demo export.
 */
export async function exportCountyRow(county: County, layers: readonly LayerId[], table: readonly RiskLayer[]): Promise<void> {
  try {
    if (county.kind === 'random-scores') {
      const exported = await (await fetchOk(API_PATHS.exportCsv)).text();
      const measured = measuredColumns(exported, county.id, MANIFEST.files.exportCsv.countyColumns.length);
      if (measured === null) throw new Error(`${county.id} is not in ${API_PATHS.exportCsv}`);
      // The generator's own column names, so the card's CSV and the downloads agree.
      const columnPrefix = (id: LayerId) => manifestLayer(id)?.columnPrefix ?? id;
      saveCsv(demoCountyCsv(county, layers, table, measured, columnPrefix), `county-${county.id}-demo-scores.csv`);
    } else {
      const csv = exposuresRowCsv(await (await fetchOk(API_PATHS.exportExposures)).text(), county.id);
      if (csv === null) throw new Error(`${county.id} is not in ${API_PATHS.exportExposures}`);
      saveCsv(csv, `county-exposures-${county.id}.csv`);
    }
    toast(EXPORT_SUCCESSFUL, { description: text(messages.exported, { county: county.name, state: county.state }) });
  } catch {
    toast.error(EXPORT_FAILED.title, { description: EXPORT_FAILED.description });
  }
}
