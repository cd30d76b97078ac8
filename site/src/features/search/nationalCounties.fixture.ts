// Every US county for the search tests, read from the generator's national county list.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCounties, type CountyRecord } from '../../lib/counties';

// The list is moving from datagen/testdata/ to data/; read whichever is there.
const CANDIDATES = ['../../../../data/us_counties.csv', '../../../../datagen/testdata/us_counties.csv'].map((p) =>
  fileURLToPath(new URL(p, import.meta.url)),
);

/** Splits one CSV line; fields may be quoted, with "" for a quote. */
function fields(line: string): string[] {
  return [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) => (m[1] !== undefined ? m[1].replace(/""/g, '"') : (m[2] ?? '')));
}

let cached: CountyRecord[] | undefined;

/** The 3,231 counties as the API would send them (geoid, usps, state, name, lat, lon), in file order. */
export function nationalCounties(): CountyRecord[] {
  if (cached) return cached;
  const file = CANDIDATES.find((p) => existsSync(p));
  if (!file) throw new Error(`no national county list at ${CANDIDATES.join(' or ')}`);
  const [header = '', ...lines] = readFileSync(file, 'utf8').trim().split(/\r?\n/);
  const columns = fields(header);
  const rows = lines.map((line) => Object.fromEntries(fields(line).map((value, i) => [columns[i], value])));
  cached = parseCounties(
    rows.map((r) => ({ id: r.geoid, fipsCode: r.geoid, name: r.name, state: r.state, stateCode: r.usps, latitude: r.lat, longitude: r.lon })),
  );
  return cached;
}
