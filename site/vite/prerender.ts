import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ViteDevServer } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';

interface PrerenderOptions {
  /** The site's Vite root (site/). */
  root: string;
  /**
   * Server entry exporting `pages`, each emitted HTML file's slots keyed by the page's name,
   * `variantsOfIndex`, more pages made from the `index` page's HTML, keyed by their file names
   * beside it, and `filesBesideIndex`, files of its own rendering keyed by their paths beside it.
   */
  entry: string;
  /** Emitted HTML file for each page key, relative to the client build's outDir. */
  pages: Record<string, string>;
  /** Where the server build goes; inside the project so its bare imports (react...) resolve from node_modules. */
  workDir: string;
  /** Plugins the app's modules need to build at all (virtual modules, the messages). */
  plugins?: Plugin[];
  /** The client build's compile-time constants (the language). */
  define?: Record<string, string>;
}

/**
 * A page's slots: `root` renders into the page's empty #root, every other slot replaces the
 * `<!--name-->` comment in its HTML (the head's texts, the noscript text).
 */
type PageSlots = Record<string, () => string>;
type RenderPages = Record<string, PageSlots>;
interface ServerEntry {
  pages: RenderPages;
  variantsOfIndex?: RenderPages;
  filesBesideIndex?: () => Iterable<[string, string]>;
}

/** The page's HTML with every slot filled; `only` leaves the others (the dev server fills no #root). */
function fillSlots(html: string, slots: PageSlots, where: string, only?: (slot: string) => boolean): string {
  let filled = html;
  for (const [slot, render] of Object.entries(slots)) {
    if (only && !only(slot)) continue;
    const marker = slot === 'root' ? ROOT_ELEMENT : `<!--${slot}-->`;
    if (!filled.includes(marker)) throw new Error(`prerender: ${where} has no ${marker}`);
    const markup = render();
    filled = filled.replace(marker, () => (slot === 'root' ? `<div id="root">${markup}</div>` : markup));
  }
  return filled;
}

/**
 * After the client build, builds the server entry with Vite's SSR build, renders each page to HTML
 * and writes it into the emitted page, so the shell paints, in its language, before JavaScript runs.
 * The dev server fills the same slots but #root, which the app renders there.
 */
export function prerender({ root, entry, pages, workDir, plugins = [], define = {} }: PrerenderOptions): Plugin {
  let outDir = '';
  let server: ViteDevServer | undefined;
  return {
    name: 'riskmap:prerender',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(devServer) {
      server = devServer;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, { filename }) {
        if (!server) return html;
        const key = Object.keys(pages).find((page) => path.join(root, pages[page]!) === filename);
        const module = (await server.ssrLoadModule(entry)) as ServerEntry;
        const slots = key ? module.pages[key] : undefined;
        return slots ? fillSlots(html, slots, filename, (slot) => slot !== 'root') : html;
      },
    },
    async closeBundle() {
      if (server) return;
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        esbuild: { jsx: 'automatic' },
        define,
        plugins,
        build: {
          ssr: entry,
          outDir: workDir,
          emptyOutDir: true,
          rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      try {
        const module = (await import(pathToFileURL(path.join(workDir, 'prerender.mjs')).href)) as ServerEntry;
        const built = new Map<string, string>();
        for (const [key, file] of Object.entries(pages)) {
          const slots = module.pages[key];
          if (!slots) throw new Error(`prerender: ${entry} exports no page "${key}"`);
          const htmlPath = path.join(outDir, file);
          built.set(key, await readFile(htmlPath, 'utf8'));
          await writeFile(htmlPath, fillSlots(built.get(key)!, slots, htmlPath));
        }
        const index = built.get('index');
        for (const [file, slots] of Object.entries(module.variantsOfIndex ?? {})) {
          if (index === undefined) throw new Error(`prerender: ${entry} exports variants of a page "index" the build has not`);
          const htmlPath = path.join(outDir, path.dirname(pages.index!), file);
          await writeFile(htmlPath, fillSlots(index, slots, htmlPath));
        }
        const folders = new Set<string>();
        for (const [file, content] of module.filesBesideIndex?.() ?? []) {
          const filePath = path.join(outDir, path.dirname(pages.index ?? ''), file);
          const folder = path.dirname(filePath);
          if (!folders.has(folder)) await mkdir(folder, { recursive: true });
          folders.add(folder);
          await writeFile(filePath, content);
        }
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
}
