import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A file `riskmap generate` writes (`npm run generate`), by its API path, for tests on the real data. */
export function builtApiFile(apiPath: string): Buffer {
  const file = path.join(ROOT, 'build', apiPath);
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run generate first (npm run test:unit does)`);
  return readFileSync(file);
}

/** A JSON file `riskmap generate` writes, parsed. */
export const builtApiJson = (apiPath: string): unknown => JSON.parse(builtApiFile(apiPath).toString('utf8'));

/** The names of the files `riskmap generate` writes under an API path (`/api/tract/figures/`). */
export function builtApiFiles(apiDir: string): string[] {
  const dir = path.join(ROOT, 'build', apiDir);
  if (!existsSync(dir)) throw new Error(`${dir} is missing: run npm run generate first (npm run test:unit does)`);
  return readdirSync(dir).sort();
}
