// Builds the bare reference pages of site/bench/bare (the Demo's markers, main.tsx, and the Measured
// view's choropleth, choropleth.tsx) with the product's API files and the same county shapes as
// TopoJSON, the format a developer reaches for first.
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { build, createServer } from 'vite';
import { ROOT, startServer } from '../scripts/chromium.mjs';

const SITE = path.join(ROOT, 'site');
/** The bare pages' netlify.toml, for `riskmap serve --config`: no rules of the product's. */
export const BARE_CONFIG = path.join(SITE, 'bench/bare/netlify.toml');

/**
 * Reads shapes files riskmap generate wrote (RMS1, datagen/API.md) back as TopoJSON, the same
 * quantised arcs and polygons: `read(path under build/api, id length)`. The reader is the page's
 * own varint reader, loaded through Vite.
 */
export async function withShapesReader(use) {
  const server = await createServer({ configFile: false, root: SITE, logLevel: 'silent', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
  try {
    const { VarintReader, SHAPES_HEADER_BYTES } = await server.ssrLoadModule('/src/lib/shapes/shapeBinary.ts');
    return await use(async (apiPath, idLength) => {
      const bytes = gunzipSync(await readFile(path.join(ROOT, 'build/api', apiPath)));
      const header = new DataView(bytes.buffer, bytes.byteOffset + 4, 32);
      const [sx, sy, tx, ty] = [0, 1, 2, 3].map((i) => header.getFloat64(i * 8, true));
      const reader = new VarintReader(bytes, SHAPES_HEADER_BYTES, apiPath);
      const arcs = [];
      let x = 0;
      let y = 0;
      for (let arc = reader.unsigned(); arc > 0; arc--) {
        const points = [];
        for (let p = reader.unsigned(); p > 0; p--) {
          const [dx, dy] = [reader.signed(), reader.signed()];
          // TopoJSON gives an arc's first point in full and the rest as steps.
          points.push(points.length === 0 ? [x + dx, y + dy] : [dx, dy]);
          x += dx;
          y += dy;
        }
        arcs.push(points);
      }
      const geometries = [];
      let code = 0;
      for (let area = reader.unsigned(); area > 0; area--) {
        code += reader.signed();
        const polygons = [];
        for (let polygon = reader.unsigned(); polygon > 0; polygon--) {
          const rings = [];
          for (let ring = reader.unsigned(); ring > 0; ring--) {
            const refs = [];
            let ref = 0;
            for (let r = reader.unsigned(); r > 0; r--) refs.push((ref += reader.signed()));
            rings.push(refs);
          }
          polygons.push(rings);
        }
        geometries.push({ type: 'MultiPolygon', id: String(code).padStart(idLength, '0'), arcs: polygons });
      }
      return { type: 'Topology', transform: { scale: [sx, sy], translate: [tx, ty] }, arcs, objects: { areas: { type: 'GeometryCollection', geometries } } };
    });
  } finally {
    await server.close();
  }
}

/** Builds the pages (names of HTML files in root, without .html) of a bench folder into outDir, with Vite's `define` constants. */
export async function buildPages(root, outDir, pages, define = {}) {
  await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    esbuild: { jsx: 'automatic' },
    define,
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: {
        input: Object.fromEntries(pages.map((page) => [page, path.join(root, `${page}.html`)])),
        // sonner's "use client" directive means nothing in a client-only bundle.
        onwarn: (warning, warn) => warning.code !== 'MODULE_LEVEL_DIRECTIVE' && warn(warning),
      },
    },
  });
}

/** Builds both bare pages into outDir, with the API files of dist (the product's build). */
export async function buildBare(dist, outDir) {
  await buildPages(path.join(SITE, 'bench/bare'), outDir, ['index', 'choropleth']);
  await cp(path.join(dist, 'api'), path.join(outDir, 'api'), { recursive: true });
  const counties = await withShapesReader((read) => read('county/shapes', 5));
  counties.objects = { counties: counties.objects.areas };
  await writeFile(path.join(outDir, 'counties.topo.json'), JSON.stringify(counties));
}

/** Builds the bare pages with the product's dist/ and serves both with `riskmap serve`; returns { dir, productUrl, bareUrl, stop }. */
export async function serveProductAndBare() {
  const dir = path.join(ROOT, 'dist');
  const bareDir = path.join(ROOT, 'dist-bench/bare');
  await buildBare(dir, bareDir);
  const product = await startServer({ dir });
  const bare = await startServer({ dir: bareDir, config: BARE_CONFIG });
  return { dir, productUrl: product.url, bareUrl: bare.url, stop: () => Promise.all([product.stop(), bare.stop()]) };
}
