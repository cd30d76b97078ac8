import { gunzipSync } from 'node:zlib';
import { API_PATHS } from '../lib/data/apiPaths';
import { builtApiFile } from './builtApi';

/**
 * A shapes file `riskmap generate` writes (`npm run generate`), unpacked, for tests on the real
 * outlines: the counties', or a county's tracts' (API_PATHS.tractShapes + its FIPS code).
 */
export function builtShapesFile(apiPath: string = API_PATHS.countyShapes): Uint8Array {
  return new Uint8Array(gunzipSync(builtApiFile(apiPath)));
}
