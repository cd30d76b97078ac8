import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { Topology } from 'topojson-specification';
import type { Plugin } from 'vite';
import { encodeShapes } from './encodeShapes';
import { countiesCsvFips, fipsMismatch, reduceCountyShapes, shapeFips, type CountyTopology } from './reduceShapes';

const VIRTUAL_ID = 'virtual:county-shapes-url';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DEV_URL = '/@riskmap/county-shapes.gz';

/** What other build steps may read: the shapes file's bytes before gzip, as the map decodes them. */
export interface CountyShapesApi {
  shapes: () => Promise<Uint8Array>;
}

interface CountyShapesOptions {
  /** us-atlas's counties-10m.json. */
  atlas: string;
  /** data/us_counties.csv: the counties the shapes must match one for one. */
  counties: string;
}

/**
 * The county outlines of the Measured view: us-atlas's counties-10m.json reduced at build time
 * (reduceShapes.ts), written in the binary format of datagen/API.md (encodeShapes.ts) and emitted
 * gzipped as a content-hashed asset, so the CDN caches it for a year, every server sends it at its
 * compressed size, and the Demo view never loads it.
 * `import shapesUrl from 'virtual:county-shapes-url'` gives its address.
 * The build fails, naming the codes, when the shapes and data/us_counties.csv disagree.
 */
export function countyShapes({ atlas, counties }: CountyShapesOptions): Plugin<CountyShapesApi> & { api: CountyShapesApi } {
  let encoded: Promise<Uint8Array> | null = null;
  const shapes = () =>
    (encoded ??= (async () => {
      const [atlasText, countiesText] = await Promise.all([readFile(atlas, 'utf8'), readFile(counties, 'utf8')]);
      const topology: CountyTopology = reduceCountyShapes(JSON.parse(atlasText) as Topology);
      const mismatch = fipsMismatch(shapeFips(topology), countiesCsvFips(countiesText));
      if (mismatch) throw new Error(`county shapes (${atlas}) and ${counties} disagree: ${mismatch}`);
      return encodeShapes(topology);
    })());
  let compressed: Promise<Buffer> | null = null;
  // Level 9 and no file name or time in the gzip header: the same input gives the same bytes.
  const load = () => (compressed ??= shapes().then((bytes) => gzipSync(bytes, { level: 9 })));

  let building = false;
  return {
    name: 'riskmap:county-shapes',
    api: { shapes },
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      if (!building) return `export default ${JSON.stringify(DEV_URL)};`;
      const ref = this.emitFile({ type: 'asset', name: 'county-shapes.gz', source: await load() });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_URL, (_req, res, next) => {
        load().then((body) => {
          res.setHeader('Content-Type', 'application/gzip');
          res.end(body);
        }, next);
      });
    },
  };
}
