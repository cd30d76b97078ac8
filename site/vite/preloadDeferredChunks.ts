import type { HtmlTagDescriptor, Plugin } from 'vite';
import type { OutputChunk } from 'rollup';

/**
 * The map page's entry only starts the data requests and then imports the rest after the first paint
 * (site/src/app/main.tsx imports hydrate.tsx, which runs the boot sequence). This makes the browser
 * fetch those chunks from the start, as the HTML is parsed, without evaluating them:
 * - the JavaScript the entry imports dynamically, with its static imports, as <link rel="modulepreload">;
 * - the CSS of the chunks that hydrate the prerendered shell (`shell`, a module the entry imports
 *   dynamically) as stylesheets, because it styles that shell (inlineCss then puts every stylesheet
 *   of the page into its HTML);
 * - the CSS of the entry's other dynamic imports as preload only, so it never holds back the first paint.
 * What those chunks import lazily in turn (the Measured view's shapes, the county report, the ZIP
 * search) is fetched when first used, JavaScript and CSS alike, so it stays out of the first load.
 */
export function preloadDeferredChunks({ shell }: { shell: string }): Plugin {
  return {
    name: 'riskmap:preload-deferred-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
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
        const scripts = new Set<string>();
        for (const file of chunk.dynamicImports) {
          const closure = new Set<string>();
          staticClosure(file, closure);
          for (const dep of closure) {
            if (alreadyLoaded.has(dep) || scripts.has(dep)) continue;
            scripts.add(dep);
            for (const css of chunkOf(dep)?.viteMetadata?.importedCss ?? []) tags.push(cssTag(css, shellChunks.has(dep)));
          }
        }
        for (const file of scripts) tags.push({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' });
        return tags;
      },
    },
  };
}

function cssTag(file: string, blocking: boolean): HtmlTagDescriptor {
  const attrs = blocking ? { rel: 'stylesheet', crossorigin: true, href: `/${file}` } : { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` };
  return { tag: 'link', attrs, injectTo: 'head' };
}
