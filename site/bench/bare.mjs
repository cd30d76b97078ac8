// Builds the bare reference pages of site/bench/bare (the Demo's markers, main.tsx, and the Measured
// view's choropleth, choropleth.tsx) with the product's API files and the same reduced county shapes
// as TopoJSON, the format a developer reaches for first.
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, createServer } from 'vite';
import { ROOT, startServer } from '../scripts/chromium.mjs';

const SITE = path.join(ROOT, 'site');
/** The bare pages' netlify.toml, for `riskmap serve --config`: no rules of the product's. */
export const BARE_CONFIG = path.join(SITE, 'bench/bare/netlify.toml');

/** The reduced shapes the product's build encodes (site/vite/shapes), written as TopoJSON. */
async function writeTopoJson(file) {
  // Vite loads the build's own TypeScript module, so both pages get the very same outlines.
  const server = await createServer({ configFile: false, root: SITE, logLevel: 'silent', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
  try {
    const { reduceCountyShapes } = await server.ssrLoadModule('/vite/shapes/reduceShapes.ts');
    const atlas = JSON.parse(await readFile(path.join(ROOT, 'node_modules/us-atlas/counties-10m.json'), 'utf8'));
    await writeFile(file, JSON.stringify(reduceCountyShapes(atlas)));
  } finally {
    await server.close();
  }
}

/** Builds both bare pages into outDir, with the API files of dist (the product's build). */
export async function buildBare(dist, outDir) {
  const root = path.join(SITE, 'bench/bare');
  await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    esbuild: { jsx: 'automatic' },
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: {
        input: { index: path.join(root, 'index.html'), choropleth: path.join(root, 'choropleth.html') },
        // sonner's "use client" directive means nothing in a client-only bundle.
        onwarn: (warning, warn) => warning.code !== 'MODULE_LEVEL_DIRECTIVE' && warn(warning),
      },
    },
  });
  await cp(path.join(dist, 'api'), path.join(outDir, 'api'), { recursive: true });
  await writeTopoJson(path.join(outDir, 'counties.topo.json'));
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
