import type { HtmlTagDescriptor, Plugin } from 'vite';
import type { OutputChunk } from 'rollup';
import { withLowFetchPriority } from './entryPriority';

/**
 * The map page's entry only starts the data requests and then imports the rest after the first paint
 * (site/src/app/main.tsx imports hydrate.tsx, which runs the boot sequence). What the HTML names of
 * those deferred chunks is their CSS only:
 * - the CSS of the chunks that hydrate the prerendered shell (`shell`, a module the entry imports
 *   dynamically) as stylesheets, because it styles that shell (inlineCss then puts every stylesheet
 *   of the page into its HTML);
 * - the CSS of the entry's other dynamic imports as preload only, so it never holds back the first paint.
 * Their JavaScript is not preloaded: fetched from the first line, it competed with the HTML on a
 * phone's network and held back the first paint (site/bench/README.md, "Figures behind the code"),
 * and the entry asks for it one frame after the first paint anyway. What those
 * chunks import lazily in turn (the Measured view's shapes, the county report, the ZIP search) is
 * fetched when first used. The entry script itself is fetched at low priority (entryPriority.ts).
 */
export function preloadDeferredChunks({ shell }: { shell: string }): Plugin {
  return {
    name: 'riskmap:preload-deferred-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const chunkOf = (file: string) => bundle[file] as OutputChunk | undefined;
        const staticClosure = (file: string, into: Set<string>) => {
          const found = chunkOf(file);
          if (!found || into.has(file)) return;
          into.add(file);
          for (const dep of found.imports) staticClosure(dep, into);
        };
        const alreadyLoaded = new Set<string>();
        staticClosure(chunk.fileName, alreadyLoaded);
        const shellChunks = new Set<string>();
        // Found by its modules: Rollup leaves facadeModuleId null on a dynamic entry whose exports the entry uses.
        for (const file of chunk.dynamicImports) if (chunkOf(file)?.moduleIds.includes(shell)) staticClosure(file, shellChunks);

        const tags: HtmlTagDescriptor[] = [];
        const seen = new Set<string>(alreadyLoaded);
        // The page's own CSS, which Vite also lists for a lazy chunk that imports from the entry.
        const pageCss = new Set([...alreadyLoaded].flatMap((file) => [...(chunkOf(file)?.viteMetadata?.importedCss ?? [])]));
        for (const file of chunk.dynamicImports) {
          const closure = new Set<string>();
          staticClosure(file, closure);
          for (const dep of closure) {
            if (seen.has(dep)) continue;
            seen.add(dep);
            for (const css of chunkOf(dep)?.viteMetadata?.importedCss ?? []) if (!pageCss.has(css)) tags.push(cssTag(css, shellChunks.has(dep)));
          }
        }
        return { html: withLowFetchPriority(html, chunk.fileName), tags };
      },
    },
  };
}

function cssTag(file: string, blocking: boolean): HtmlTagDescriptor {
  const attrs = blocking ? { rel: 'stylesheet', crossorigin: true, href: `/${file}` } : { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` };
  return { tag: 'link', attrs, injectTo: 'head' };
}
