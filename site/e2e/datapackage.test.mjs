// The data package as `riskmap serve` serves it (issue 35), read by Frictionless Data's own libraries
// (npm `datapackage` and `tableschema`): the descriptor at /api/export/datapackage loads, validates
// against its profile, and every row of every resource, fetched from the path the descriptor gives
// relative to its own address, casts against the resource's schema; the zip download holds the same
// package, which loads and reads the same way, its parts carrying the data's date.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { apiPath, startServer } from './support/harness.mjs';

const require = createRequire(import.meta.url);
const { Package } = require('datapackage');
const { Table } = require('tableschema');

let server;
before(async () => (server = await startServer()));
after(() => server?.stop());

/** Loads a package, checks it is valid, and reads every row of every resource cast by its schema. */
async function readWhole(source) {
  const dataPackage = await Package.load(source);
  assert.deepEqual(dataPackage.errors, [], `${source}: the descriptor is not a valid ${dataPackage.descriptor.profile}`);
  assert.ok(dataPackage.valid);
  const rows = {};
  for (const resource of dataPackage.resources) {
    assert.ok(resource.tabular, `${resource.name} is tabular`);
    assert.deepEqual(resource.errors, [], `${resource.name}: the resource's descriptor is valid`);
    const read = await resource.read({ keyed: true, cast: true });
    assert.ok(read.length > 0, `${resource.name} has rows`);
    rows[resource.descriptor.path] = read;
  }
  return { dataPackage, rows };
}

test('the served data package loads, validates and reads every row against its schemas', async () => {
  const { dataPackage, rows } = await readWhole(`${server.url}${apiPath('dataPackage')}`);
  const paths = dataPackage.resources.map((r) => r.descriptor.path);
  assert.deepEqual(paths, [
    'environmental-data.csv',
    'county-exposures.csv',
    'county-pm25-by-year.csv',
    'ca-tracts-calenviroscreen4.csv',
    'county-pesticide-compounds-2012.csv',
    'superfund-sites-tce-pce.csv',
    'county-exposures-codebook.csv',
  ]);
  // Each resource is the download of the page's list, fetched beside the descriptor.
  for (const [name, exportPath] of [
    ['county-exposures.csv', apiPath('exportExposures')],
    ['county-pm25-by-year.csv', apiPath('exportPm25Years')],
    ['ca-tracts-calenviroscreen4.csv', apiPath('exportTracts')],
    ['county-pesticide-compounds-2012.csv', apiPath('exportCompounds')],
    ['superfund-sites-tce-pce.csv', apiPath('exportSites')],
  ]) {
    const besideDescriptor = new URL(name, server.url + apiPath('dataPackage')).href;
    const [beside, download] = await Promise.all([besideDescriptor, server.url + exportPath].map((p) => fetch(p).then((r) => r.arrayBuffer())));
    assert.ok(Buffer.from(beside).equals(Buffer.from(download)), `${name} is the ${exportPath} download`);
  }
  // Cast values, as a data tool sees them: Fresno's row, and every county once.
  const exposures = rows['county-exposures.csv'];
  const fresno = exposures.find((row) => row.fips === '06019');
  assert.equal(fresno.population, 1017162);
  assert.equal(fresno.air_pollution_percentile, 92);
  assert.equal(new Set(exposures.map((row) => row.fips)).size, exposures.length);
  assert.equal(rows['county-pm25-by-year.csv'].length, 3108 * 19);
  // Every California census tract of CalEnviroScreen 4.0, its codes kept as text.
  const tracts = rows['ca-tracts-calenviroscreen4.csv'];
  assert.equal(tracts.length, 8035);
  const tract = tracts.find((row) => row.geoid === '06019001000');
  assert.equal(tract.fips, '06019');
  assert.equal(tract.pm25.toFixed(2), '13.55');
  assert.equal(tract.pm25_ca_percentile, 96.02);
  // Sioux County, Iowa's paraquat: USGS's low and high 2012 estimates, and an empty low cast as none.
  const compounds = rows['county-pesticide-compounds-2012.csv'];
  const paraquat = compounds.find((row) => row.fips === '19167' && row.measure === 'paraquat');
  assert.deepEqual([paraquat.epest_low_kg, paraquat.epest_high_kg, paraquat.national_percentile], [0.4, 4025.6, 89]);
  assert.equal(compounds.find((row) => row.fips === '01001' && row.measure === 'endosulfan').epest_low_kg, null);
  assert.equal(new Set(compounds.map((row) => row.fips)).size, 3063);
  // The Superfund sites: Camp Lejeune's TCE in groundwater, as the source writes it.
  const camp = rows['superfund-sites-tce-pce.csv'].find((row) => row.epa_id === 'NC6170022580' && row.chemical === 'trichloroethylene' && row.medium === 'Groundwater');
  assert.equal(camp.fips, '37133');
  assert.equal(camp.max_concentration, 14000);
  assert.equal(camp.units, 'ug/l');
});

test('a cell that breaks its schema fails the read: the check can fail', async (t) => {
  const descriptor = await fetch(`${server.url}${apiPath('dataPackage')}`).then((r) => r.json());
  const exposures = descriptor.resources.find((r) => r.path === 'county-exposures.csv');
  const csv = await fetch(`${server.url}${apiPath('packageExposures')}`).then((r) => r.text());
  const broken = csv.replace(/\n06019,Fresno,CA,1017162,/, '\n06019,Fresno,CA,many,');
  assert.notEqual(broken, csv);
  const folder = await mkdtemp(path.join(tmpdir(), 'riskmap-broken-'));
  t.after(() => rm(folder, { recursive: true, force: true }));
  const file = path.join(folder, 'county-exposures.csv');
  await writeFile(file, broken);
  const table = await Table.load(file, { schema: exposures.schema });
  await assert.rejects(table.read({ cast: true }), (error) => {
    assert.match(String(error.errors?.map(String) ?? error), /population|many/i);
    return true;
  });
});

test('the zip holds the whole package, which loads and reads the same, its parts dated', async (t) => {
  const folder = await mkdtemp(path.join(tmpdir(), 'riskmap-package-'));
  // datapackage unzips into the system's temporary folder (npm tmp): point it at ours, removed after.
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  t.after(async () => {
    process.env.TMPDIR = previous;
    if (previous === undefined) delete process.env.TMPDIR;
    await rm(folder, { recursive: true, force: true });
  });
  const answer = await fetch(`${server.url}${apiPath('exportPackageZip')}`);
  assert.equal(answer.headers.get('content-type'), 'application/zip');
  assert.equal(answer.headers.get('content-disposition'), 'attachment; filename="county-exposures-datapackage.zip"');
  const zip = path.join(folder, 'county-exposures-datapackage.zip');
  await writeFile(zip, Buffer.from(await answer.arrayBuffer()));
  const { dataPackage } = await readWhole(zip);
  const served = await fetch(`${server.url}${apiPath('dataPackage')}`).then((r) => r.json());
  assert.deepEqual(dataPackage.descriptor.resources.map((r) => [r.path, r.bytes]), served.resources.map((r) => [r.path, r.bytes]));

  // Every part's date (the central directory's MS-DOS date) is a real one: never month 0.
  const archive = await readFile(zip);
  const dates = [];
  for (let at = archive.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0; at = archive.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)) {
    const date = archive.readUInt16LE(at + 14);
    dates.push(`${(date >> 9) + 1980}-${(date >> 5) & 15}-${date & 31}`);
  }
  // The descriptor and each resource.
  assert.deepEqual(dates, Array(served.resources.length + 1).fill('2024-12-1'));
});
