import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { API_PATHS } from '../lib/data/apiPaths';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A shapes file `riskmap generate` writes (`npm run generate`), unpacked, for tests on the real
 * outlines: the counties', or a county's tracts' (API_PATHS.tractShapes + its FIPS code).
 */
export function builtShapesFile(apiPath: string = API_PATHS.countyShapes): Uint8Array {
  const file = path.join(ROOT, 'build', apiPath);
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run generate first (npm run test:unit does)`);
  return new Uint8Array(gunzipSync(readFileSync(file)));
}
