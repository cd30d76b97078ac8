import type { DemoCounty } from '../data/counties';
import { combinedScore } from '../figures/randomScores';
import type { LayerId, RiskLayer } from '../data/layers';
import { riskLabel } from '../figures/riskBands';

/** One RFC 4180 field: quoted when it holds a comma, quote or line break. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (fields: readonly (string | number)[]) => `${fields.map(csvField).join(',')}\n`;

/** The fields of one line as csvField writes them; the API's exports hold no line break inside a field. */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let value = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        const end = line.indexOf('"', i);
        if (end < 0) return [...fields, value + line.slice(i)]; // unclosed: the rest is the field
        value += line.slice(i, end);
        i = end + 1;
        if (line[i] !== '"') break;
        value += '"';
        i++;
      }
    } else {
      const end = line.indexOf(',', i);
      value = line.slice(i, end < 0 ? line.length : end);
      i = end < 0 ? line.length : end;
    }
    fields.push(value);
    if (line[i] !== ',') return fields;
    i++;
  }
}

/** Names and values of a county's measured columns, as the exports name them. */
export interface MeasuredColumns {
  header: readonly string[];
  row: readonly string[];
}

/**
 * The measured columns of the county's line in /api/export/csv (the Demo export), or null: those
 * after its first `countyColumns`, which name and place the county (the manifest's countyColumns).
 */
export function measuredColumns(exportText: string, fips: string, countyColumns: number): MeasuredColumns | null {
  const lines = exportText.split('\n');
  const row = lines.find((line) => line.startsWith(`${fips},`));
  if (row === undefined) return null;
  return { header: csvFields(lines[0]!).slice(countyColumns), row: csvFields(row).slice(countyColumns) };
}

/**
 * A Demo county's card as CSV: its combined score for the selected layers and each layer's random
 * score and band, a column saying what they are, then its measured figures.
 */
export function demoCountyCsv(
  county: DemoCounty,
  selected: readonly LayerId[],
  table: readonly RiskLayer[],
  measured: MeasuredColumns,
  columnPrefix: (layer: LayerId) => string,
): string {
  const score = Math.round(combinedScore(county.scores, selected, table));
  const header = ['fips', 'county', 'state', 'overall_score', 'overall_band', 'selected_layers'];
  const row: (string | number)[] = [county.id, county.name, county.state, score, riskLabel(score), selected.join(' ')];
  for (const layer of table) {
    header.push(`${columnPrefix(layer.id)}_score`, `${columnPrefix(layer.id)}_band`);
    row.push(county.scores.layers[layer.id] ?? '', county.scores.labels[layer.id] ?? '');
  }
  header.push('note', ...measured.header);
  row.push('the scores and bands are random examples generated in the browser; the columns after this one are measured', ...measured.row);
  return csvLine(header) + csvLine(row);
}
