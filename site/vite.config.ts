/// <reference types="vitest/config" />
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { defineConfig, type UserConfig } from 'vite';
import { viteStaticCopy } from 'vite-plugin-static-copy';
import { apiHeaderRules } from './vite/apiHeaders';
import { bandColours } from './vite/bandColours';
import { inlineCss } from './vite/inlineCss';
import { inlineScripts } from './vite/inlineScripts';
import { mapPreview } from './vite/mapPreview/mapPreview';
import { preloadDeferredChunks } from './vite/preloadDeferredChunks';
import { prerender } from './vite/prerender';
import { compileMessages } from './vite/messages/compileMessages';
import { injectedStyleHashes } from './vite/injectedStyles';
import { languagePages } from './vite/messages/languagePages';
import { manifest } from './vite/manifest';
import { geographyOf, type Geography } from './src/lib/shapes/geography';
import { LANGUAGES, type Lang } from './src/lib/i18n/languages';

const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));

// What `riskmap generate --out build` wrote: ./build/api of the folder the build runs in (npm run
// build runs at the root, and src/app/prerender.tsx reads the same folder). The unit tests read the
// manifest the generator's golden test pins, made from its fixture data.
const apiDir = path.resolve('build/api');
const manifestFile = (mode: string) => (mode === 'test' ? fromHere('../datagen/testdata/TestGenerate/manifest.golden') : path.join(apiDir, 'manifest'));

// The county outlines `riskmap generate` wrote, unpacked once, which the map's picture draws.
const shapeBytes = (geography: Geography) => {
  let bytes: Promise<Uint8Array> | null = null;
  return () => (bytes ??= readFile(path.join(apiDir, '..', geography.shapesPath)).then((file) => new Uint8Array(gunzipSync(file))));
};

/**
 * `vite build` builds the English site into dist/; `vite build --mode es` then builds the Spanish one
 * next to it: its pages at dist/es/, its chunks in the same dist/assets/ (a chunk with no message
 * in it is the same file in both). Each build compiles its language's messages into its code.
 */
export default defineConfig(async ({ command, mode }): Promise<UserConfig> => {
  const lang: Lang = mode in LANGUAGES ? (mode as Lang) : 'en';
  const english = lang === 'en';
  const pageDir = LANGUAGES[lang].home.slice(1);
  const pageFile = (name: string) => pageDir + name;
  // What src/lib/i18n/lang.ts gives the page.
  const languageConstants = {
    __LANG__: JSON.stringify(lang),
    __LANG_LOCALE__: JSON.stringify(LANGUAGES[lang].locale),
    __LANG_HOME__: JSON.stringify(LANGUAGES[lang].home),
  };
  const messages = () => compileMessages({ lang, catalogs: { es: fromHere('locales/es.json') }, runtime: fromHere('src/lib/i18n/messages.ts') });
  const apiManifest = manifest(manifestFile(mode));
  const built = apiManifest.api.manifest();
  const county = geographyOf(built, 'county');
  const countyShapes = shapeBytes(county);
  // The Measured view's default map, drawn from the same shapes and the API files `riskmap generate` wrote.
  const apiFile = (key: 'exposures' | 'environmentalData') => path.join(apiDir, '..', built.files[key].path);
  const preview = mapPreview({ shapes: countyShapes, geography: county, exposures: apiFile('exposures'), environment: apiFile('environmentalData') });
  return {
    root: fromHere('.'),
    // The public files and the API are the English build's; the Spanish build only adds its pages and chunks.
    publicDir: english ? fromHere('../public') : false,
    define: languageConstants,
    // No React plugin is installed; esbuild's automatic runtime is all JSX needs.
    esbuild: { jsx: 'automatic' },
    plugins: [
      messages(),
      apiManifest,
      languagePages({ root: fromHere('.'), dir: pageDir, lang, pages: ['index.html', '404.html'], siteUrl: process.env.URL || undefined }),
      bandColours(),
      preview,
      english &&
        viteStaticCopy({
          // The generated API files have no extension; copying the folder keeps api/export/csv etc.
          targets: [{ src: apiDir.replaceAll('\\', '/'), dest: '.' }],
        }),
      preloadDeferredChunks({ shell: fromHere('src/app/hydrate.tsx') }),
      prerender({
        root: fromHere('.'),
        entry: fromHere('src/app/prerender.tsx'),
        pages: { index: pageFile('index.html'), notFound: pageFile('404.html') },
        workDir: fromHere(`../node_modules/.cache/riskmap-prerender-${lang}`),
        define: languageConstants,
        plugins: [messages(), apiManifest, preview],
      }),
      // The CSP of every response: written into dist/_headers with each page's inline <style> hash
      // added to style-src, and (inlineScripts) each inline <script>'s to script-src, beside the API
      // files' types and download names from the manifest; netlify.toml sets the other headers. The one other inline style is the stylesheet sonner injects when it
      // loads (with the first toast).
      inlineCss({
        policy: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // The shapes worker (src/lib/shapes/shapes.worker.ts), a file of this site.
          'worker-src': ["'self'"],
          'style-src': ["'self'", ...(command === 'build' ? await injectedStyleHashes('sonner') : [])],
          'img-src': ["'self'", 'data:', 'https://a.tile.openstreetmap.org', 'https://b.tile.openstreetmap.org', 'https://c.tile.openstreetmap.org'],
          'connect-src': ["'self'"],
          'font-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
        },
        rules: apiHeaderRules(built.files),
      }),
      inlineScripts(),
    ],
    build: {
      outDir: fromHere('../dist'),
      emptyOutDir: english,
      // Every browser the site supports has modulepreload; the polyfill was a script of its own that
      // the entry waited for before it could start the API requests.
      modulePreload: { polyfill: false },
      rollupOptions: {
        input: {
          index: fromHere(pageFile('index.html')),
          notFound: fromHere(pageFile('404.html')),
        },
        output: {
          // Rollup names a chunk the pages share after its first module; the one with React in it is
          // named for what it is, not for the 404 page component that happens to be in it too, and
          // sonner's (loaded with the first toast) for its package, not its folder "dist".
          chunkFileNames: (chunk) =>
            !chunk.isEntry && !chunk.isDynamicEntry && chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]react-dom[\\/]/.test(id))
              ? 'assets/shared-[hash].js'
              : /[\\/]node_modules[\\/]sonner[\\/]/.test(chunk.facadeModuleId ?? '')
                ? 'assets/sonner-[hash].js'
                : 'assets/[name]-[hash].js',
        },
        onwarn(warning, warn) {
          // sonner ships a "use client" directive, meaningless in a client-only bundle.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.includes('/node_modules/sonner/')) return;
          warn(warning);
        },
      },
    },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: [fromHere('src/test/setup.ts')],
      // Relative to root (site/): the app's tests and the build plugins' tests.
      include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
      css: false,
      // The build plugins' tests gzip and parse whole data files: seconds on a loaded 2-core machine.
      testTimeout: 20_000,
    },
  };
});
