import { fetchOk } from '../../lib/data/api';
import type { County } from '../../lib/data/counties';
import { demoCountyCsv, measuredColumns } from '../../lib/downloads/countyCsv';
import { saveCsv } from '../../lib/downloads/download';
import { API_PATHS } from '../../lib/data/apiPaths';
import { defineMessages, text } from '../../lib/i18n/messages';
import { MANIFEST, manifestLayer } from '../../lib/data/manifest';
import type { LayerId, RiskLayer } from '../../lib/data/layers';
import { exportAreaRow } from '../../show-county/exportAreaRow';
import { exportWithToasts } from '../../toasts/exportWithToasts';

const messages = defineMessages({
  exported: { id: 'card.exported', defaultMessage: '{county}, {state} has been exported to CSV file.' },
});

/**
 * Downloads the county's row as CSV: in the Measured view its line of /api/export/exposures (the same
 * figures as the full export), in the Demo view what its card shows with its measured figures from
 * the Demo export.
 */
export function exportCountyRow(county: County, layers: readonly LayerId[], table: readonly RiskLayer[]): Promise<void> {
  const described = text(messages.exported, { county: county.name, state: county.state });
  if (county.kind !== 'random-scores') return exportAreaRow('exportExposures', county.id, described);
  return exportWithToasts(described, async () => {
    const exported = await (await fetchOk(API_PATHS.exportCsv)).text();
    const measured = measuredColumns(exported, county.id, MANIFEST.files.exportCsv.countyColumns.length);
    if (measured === null) throw new Error(`${county.id} is not in ${API_PATHS.exportCsv}`);
    // The generator's own column names, so the card's CSV and the downloads agree.
    const columnPrefix = (id: LayerId) => manifestLayer(id)?.columnPrefix ?? id;
    saveCsv(demoCountyCsv(county, layers, table, measured, columnPrefix), `county-${county.id}-demo-scores.csv`);
  });
}
