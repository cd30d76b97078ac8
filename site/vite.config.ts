/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { viteStaticCopy } from 'vite-plugin-static-copy';
import { inlineCss } from './vite/inlineCss';
import { countyShapes } from './vite/shapes/countyShapes';
import { preloadDeferredChunks } from './vite/preloadDeferredChunks';
import { prerender } from './vite/prerender';
import { patchSonner } from './vite/patchSonner';
import { compileMessages } from './vite/messages/compileMessages';
import { languagePages } from './vite/messages/languagePages';
import { LANGUAGES, type Lang } from './src/lib/i18n/languages';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const shapes = countyShapes({
  atlas: fromHere('../node_modules/us-atlas/counties-10m.json'),
  counties: fromHere('../data/us_counties.csv'),
});

/**
 * `vite build` builds the English site into dist/; `vite build --mode es` then builds the Spanish one
 * next to it: its pages at dist/es/, its chunks in the same dist/assets/ (a chunk with no message
 * in it is the same file in both). Each build compiles its language's messages into its code.
 */
export default defineConfig(({ mode }) => {
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
  return {
    root: fromHere('.'),
    // The public files and the API are the English build's; the Spanish build only adds its pages and chunks.
    publicDir: english ? fromHere('../public') : false,
    define: languageConstants,
    // No React plugin is installed; esbuild's automatic runtime is all JSX needs.
    esbuild: { jsx: 'automatic' },
    plugins: [
      messages(),
      languagePages({ root: fromHere('.'), dir: pageDir, lang, pages: ['index.html', '404.html'], siteUrl: process.env.URL || undefined }),
      patchSonner(),
      english &&
        viteStaticCopy({
          // The generated API files have no extension; copying the folder keeps api/export/csv etc.
          targets: [{ src: fromHere('../build/api').replaceAll('\\', '/'), dest: '.' }],
        }),
      shapes,
      preloadDeferredChunks({ shell: fromHere('src/app/hydrate.tsx') }),
      prerender({
        root: fromHere('.'),
        entry: fromHere('src/app/prerender.tsx'),
        pages: { index: pageFile('index.html'), notFound: pageFile('404.html') },
        workDir: fromHere(`../node_modules/.cache/riskmap-prerender-${lang}`),
        define: languageConstants,
        plugins: [messages(), shapes],
      }),
      // The CSP of every response: written into dist/_headers with each page's inline <style> hash
      // added to style-src; netlify.toml sets the other headers. No inline script, no other inline style.
      inlineCss({
        policy: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // The county shapes worker (src/lib/shapes/shapes.worker.ts), a file of this site.
          'worker-src': ["'self'"],
          'style-src': ["'self'"],
          'img-src': ["'self'", 'data:', 'https://a.tile.openstreetmap.org', 'https://b.tile.openstreetmap.org', 'https://c.tile.openstreetmap.org'],
          'connect-src': ["'self'"],
          'font-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
        },
      }),
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
    // Dev pre-bundling would skip the plugin's transform; keep sonner un-optimised so dev matches build.
    optimizeDeps: { exclude: ['sonner'] },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: [fromHere('src/test/setup.ts')],
      // Relative to root (site/): the app's tests and the build plugins' tests.
      include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
      css: false,
    },
  };
});
