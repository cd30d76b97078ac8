import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';

interface PrerenderOptions {
  /** The site's Vite root (site/). */
  root: string;
  /** Server entry exporting `pages`: one render function per emitted HTML file, keyed by its name. */
  entry: string;
  /** Emitted HTML file for each page key, relative to the client build's outDir. */
  pages: Record<string, string>;
  /** Where the server build goes; inside the project so its bare imports (react...) resolve from node_modules. */
  workDir: string;
  /** Plugins the app's modules need to build at all (virtual modules). */
  plugins?: Plugin[];
}

type RenderPages = Record<string, () => string>;

/**
 * After the client build, builds the server entry with Vite's SSR build, renders each page to HTML
 * and writes it into the emitted page's empty #root, so the shell paints before JavaScript runs.
 * Build-only: `npm run build` and the dev server's behaviour stay as they were.
 */
export function prerender({ root, entry, pages, workDir, plugins = [] }: PrerenderOptions): Plugin {
  let outDir = '';
  return {
    name: 'riskmap:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        esbuild: { jsx: 'automatic' },
        plugins,
        build: {
          ssr: entry,
          outDir: workDir,
          emptyOutDir: true,
          rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      try {
        const module = (await import(pathToFileURL(path.join(workDir, 'prerender.mjs')).href)) as { pages: RenderPages };
        for (const [key, file] of Object.entries(pages)) {
          const render = module.pages[key];
          if (!render) throw new Error(`prerender: ${entry} exports no page "${key}"`);
          const htmlPath = path.join(outDir, file);
          const html = await readFile(htmlPath, 'utf8');
          if (!html.includes(ROOT_ELEMENT)) throw new Error(`prerender: ${htmlPath} has no empty ${ROOT_ELEMENT}`);
          await writeFile(htmlPath, html.replace(ROOT_ELEMENT, `<div id="root">${render()}</div>`));
        }
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
}
