import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { decodeShapes } from '../../src/lib/shapes/decodeShapes';
import type { Geography } from '../../src/lib/shapes/geography';
import { placeCounties, type NamedCounty, type PlacePoint } from './placeCounties';
import { placeName, placePieces } from './placePieces';
import type { Place, PlaceCounty } from '../../src/features/search/places';
import { readCsv } from './readCsv';

const KEYS_ID = 'virtual:place-keys';
const RESOLVED_KEYS_ID = `\0${KEYS_ID}`;

/** The most a piece may weigh gzipped, so a search's first letters cost one small request. */
export const MAX_PIECE_GZIP_BYTES = 30 * 1024;

interface PlacesOptions {
  /** data/places.csv, data/county_population.csv and data/place_counties.csv. */
  places: string;
  population: string;
  named: string;
  /** The county shapes file the map reads, uncompressed (as riskmap generate writes it). */
  shapes: () => Promise<Uint8Array>;
  /** The county geography of the manifest, which the shapes file holds. */
  geography: Geography;
  /** Where the pieces are served, /api/places/ (the manifest's placePieces). */
  path: string;
}

/**
 * Writes the place search's pieces, /api/places/<key>: each place of data/places.csv with the
 * county whose outline holds its point, on the very outlines the map draws (placeCounties.ts), and
 * the counties' population from data/county_population.csv. `riskmap generate` has checked both
 * files before the build; what only the outlines can tell (a point on no county) fails the build
 * here, naming the line. Done at build time, once, so the page fetches a small piece and tests no
 * polygon.
 */
export function places(options: PlacesOptions): { pieces: Plugin; keys: Plugin } {
  let built: Promise<Map<string, Buffer>> | null = null;
  const build = () => (built ??= buildPieces(options));
  const pieces: Plugin = {
    name: 'riskmap:place-pieces',
    async generateBundle() {
      for (const [key, json] of await build()) {
        this.emitFile({ type: 'asset', fileName: `${options.path.slice(1)}${key}`, source: json });
      }
    },
    configureServer(server) {
      server.middlewares.use(options.path, (req, res, next) => {
        build().then((all) => {
          const piece = all.get((req.url ?? '').slice(1));
          if (!piece) return next();
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(piece);
        }, next);
      });
    },
  };
  // The keys that have a piece, so the page asks for no piece that does not exist (a 404 the
  // browser would log): `import keys from 'virtual:place-keys'`, the keys joined by spaces. The
  // prerender's build needs this one only.
  const keys: Plugin = {
    name: 'riskmap:place-keys',
    resolveId: (id) => (id === KEYS_ID ? RESOLVED_KEYS_ID : null),
    async load(id) {
      if (id !== RESOLVED_KEYS_ID) return null;
      return `export default ${JSON.stringify([...(await build()).keys()].join(' '))};`;
    },
  };
  return { pieces, keys };
}

async function buildPieces({ places: placesFile, population, named, shapes, geography }: PlacesOptions): Promise<Map<string, Buffer>> {
  const name = (path: string) => relative(process.cwd(), path) || path;
  const [placesText, populationText, namedText, shapeBytes] = await Promise.all([
    readFile(placesFile, 'utf8'),
    readFile(population, 'utf8'),
    readFile(named, 'utf8'),
    shapes(),
  ]);
  const counties = new Map<string, PlaceCounty>();
  const stateFips = new Map<string, string>();
  for (const row of readCsv(populationText, ['geoid', 'name', 'state', 'population'], name(population))) {
    counties.set(row.get('geoid'), { name: row.get('name'), state: row.get('state'), population: Number(row.get('population')) });
    stateFips.set(row.get('state'), row.get('geoid').slice(0, 2));
  }
  const rows = readCsv(placesText, ['geoid', 'name', 'state', 'lat', 'lon', 'kind', 'population'], name(placesFile));
  const points: PlacePoint[] = rows.map((row) => ({
    line: row.line,
    geoid: row.get('geoid'),
    name: row.get('name'),
    state: row.get('state'),
    lat: Number(row.get('lat')),
    lon: Number(row.get('lon')),
  }));
  const byHand = new Map<string, NamedCounty>(
    readCsv(namedText, ['geoid', 'county', 'why'], name(named)).map((row) => [row.get('geoid'), { line: row.line, county: row.get('county') }]),
  );
  const assigned = placeCounties(points, decodeShapes(shapeBytes, geography), stateFips, byHand, { places: name(placesFile), named: name(named) });
  const problems = assigned.problems;
  const list: Place[] = rows.flatMap((row) => {
    const county = assigned.counties.get(row.get('geoid'));
    if (!county) return [];
    const people = row.get('population');
    return [{ name: placeName(row.get('name'), row.get('kind')), state: row.get('state'), county, population: people === '' ? null : Number(people) }];
  });
  const pieces = new Map<string, Buffer>();
  for (const [key, piece] of placePieces(list, counties)) {
    const json = Buffer.from(JSON.stringify(piece));
    if (!/^[a-z0-9]+$/.test(key)) problems.push(`places: a name gives the piece key "${key}", which is not lower-case letters and digits`);
    const gzip = gzipSync(json, { level: 9 }).length;
    if (gzip > MAX_PIECE_GZIP_BYTES) problems.push(`places: piece "${key}" is ${gzip} bytes gzipped, more than ${MAX_PIECE_GZIP_BYTES}`);
    pieces.set(key, json);
  }
  if (problems.length > 0) throw new Error(`places: ${problems.length} problem(s):\n${problems.join('\n')}`);
  return pieces;
}
