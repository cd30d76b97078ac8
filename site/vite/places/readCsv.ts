import { csvFields } from '../../src/lib/countyCsv';

/**
 * Reads a CSV file that `riskmap generate` has already checked (datagen/places.go): a header line,
 * then one record a line, fields quoted as RFC 4180 says where they hold a comma or quote. Each row
 * keeps its line, for build errors a maintainer can jump to.
 */
export function readCsv(text: string, columns: readonly string[], file: string): { line: number; get: (column: string) => string }[] {
  const [header = '', ...lines] = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const names = csvFields(header);
  const index = new Map(names.map((name, i) => [name, i]));
  const missing = columns.filter((c) => !index.has(c));
  if (missing.length > 0) throw new Error(`${file}:1: the header lacks ${missing.join(', ')}`);
  return lines.flatMap((text, i) => {
    if (text === '') return [];
    const fields = csvFields(text);
    return [{ line: i + 2, get: (column: string) => fields[index.get(column)!] ?? '' }];
  });
}
