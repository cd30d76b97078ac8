import type { DemoCounty } from './counties';
import { combinedScore } from './scores';
import type { LayerId, RiskLayer } from './layers';
import { riskLabel } from './risk';

/** One RFC 4180 field: quoted when it holds a comma, quote or line break. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (fields: readonly (string | number)[]) => `${fields.map(csvField).join(',')}\n`;

/**
 * A Demo county's card as CSV: its combined score for the selected layers and each layer's random
 * score and band, with a column saying what they are.
 */
export function demoCountyCsv(county: DemoCounty, selected: readonly LayerId[], table: readonly RiskLayer[]): string {
  const score = Math.round(combinedScore(county.scores, selected, table));
  const header = ['fips', 'county', 'state', 'overall_score', 'overall_band', 'selected_layers'];
  const row: (string | number)[] = [county.fipsCode, county.name, county.state, score, riskLabel(score), selected.join(' ')];
  for (const layer of table) {
    header.push(`${layer.id}_score`, `${layer.id}_band`);
    row.push(county.scores.layers[layer.id] ?? '', county.scores.labels[layer.id] ?? '');
  }
  header.push('note');
  row.push('random example scores generated in the browser, not measurements');
  return csvLine(header) + csvLine(row);
}

/** The header and the one row of /api/export/exposures that starts with `<fips>,`, or null. */
export function exposuresRowCsv(exportText: string, fips: string): string | null {
  const lines = exportText.split('\n');
  const row = lines.find((line) => line.startsWith(`${fips},`));
  return row === undefined ? null : `${lines[0]}\n${row}\n`;
}
