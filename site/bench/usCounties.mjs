// The API files for every US county (3,231), which run.mjs and tricks.mjs load the pages with.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { ROOT, runCli } from '../scripts/chromium.mjs';

const US_COUNTIES = path.join(ROOT, 'data/us_counties.csv');

/** API files for every US county, made by the real `riskmap import` (counties.csv, states.csv) + `riskmap generate`. */
export async function buildUsApi(work) {
  const data = path.join(work, 'data');
  await runCli(['import', '--from', US_COUNTIES, '--states', 'all', '--data', data]);
  // generate also reads the national county list, the exposures folder (the Measured view's data) and
  // the ZIP to county pairs (the search's ZIP lookup).
  for (const file of ['factors.csv', 'sources.csv', 'us_counties.csv', 'exposures', 'zcta_county_2020.csv']) {
    await cp(path.join(ROOT, 'data', file), path.join(data, file), { recursive: true });
  }
  const out = path.join(work, 'out');
  await runCli(['generate', '--data', data, '--out', out]);
  return path.join(out, 'api');
}

/** A copy of the built site `from` at `to`, with the API files `api` in place of its own. */
export async function withApi(from, to, api) {
  await rm(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true });
  await rm(path.join(to, 'api'), { recursive: true, force: true });
  await cp(api, path.join(to, 'api'), { recursive: true });
}
