import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputBundle } from 'rollup';
import type { Plugin } from 'vite';
import { hashesIn, hashSource, headersFile, policyWithHashes, type Policy } from './contentSecurityPolicy';
import { inlineStylesheets, styleProblem } from './pageCss';
import { dropPreloads } from './preloadLists';

interface Page {
  /** The page's entry chunk (assets/index-x.js). */
  entry: string;
  /** CSS files inlined into the page. */
  files: string[];
  hash: string;
}

/**
 * First paint without a stylesheet request: each page's stylesheets go into one <style> in its
 * HTML, and the CSP allows exactly that element by its hash. The build writes the policy into
 * dist/_headers (Netlify reads it from the publish folder; so does `riskmap serve`), keeps Vite's
 * preload helper from fetching the inlined CSS again, and after writing checks that every page's
 * <style> has a hash the policy allows; a build where they differ fails. The file also holds the
 * other rules the build derives (`rules`: the API files' headers).
 */
export function inlineCss({ policy, rules }: { policy: Policy; rules: readonly string[] }): Plugin {
  let root = '';
  let outDir = '';
  // A build that adds to dist/ (the Spanish pages) keeps the hashes of the pages already there.
  let earlierHashes: Promise<string[]> = Promise.resolve([]);
  let written = false;
  const pages = new Map<string, Page>(); // by the page's file in outDir: index.html
  return {
    name: 'riskmap:inline-css',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      if (!config.build.emptyOutDir) earlierHashes = readFile(path.join(outDir, '_headers'), 'utf8').then((headers) => hashesIn(headers, 'style-src'), () => []);
    },
    transformIndexHtml: {
      // After preloadDeferredChunks has added the shell's stylesheets.
      order: 'post',
      handler(html, { bundle, chunk, filename }) {
        if (!bundle || !chunk) return html;
        const page = inlineStylesheets(html, (file) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`inline CSS: ${file} is linked but not in the bundle`);
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        });
        if (page.files.length > 0) pages.set(path.relative(root, filename), { entry: chunk.fileName, files: page.files, hash: hashSource(page.css) });
        return page.html;
      },
    },
    generateBundle: {
      // After Vite's import analysis has written the preload lists.
      order: 'post',
      async handler(_options, bundle) {
        const loads = [...pages.values()].map((page) => ({ page, chunks: reachable(bundle, page.entry) }));
        for (const [file, chunk] of Object.entries(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const loadedBy = loads.filter(({ chunks }) => chunks.has(file)).map(({ page }) => page);
          // A CSS file stays out of the chunk's lists only if every page that can load the chunk has it inline.
          const code = dropPreloads(chunk.code, (dep) => loadedBy.length > 0 && loadedBy.every((page) => page.files.includes(dep)));
          if (code !== null) chunk.code = code;
        }
        const hashes = [...new Set([...(await earlierHashes), ...[...pages.values()].map((page) => page.hash)])];
        this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(policyWithHashes(policy, 'style-src', hashes), rules) });
      },
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      // After prerender has written the pages' final HTML.
      order: 'post',
      sequential: true,
      async handler() {
        if (!written) return;
        const allowed = hashesIn(await readFile(path.join(outDir, '_headers'), 'utf8'), 'style-src');
        for (const file of pages.keys()) {
          const problem = styleProblem(file, await readFile(path.join(outDir, file), 'utf8'), allowed);
          if (problem) throw new Error(problem);
        }
      },
    },
  };
}

/** Every chunk a page can load from its entry, statically or by dynamic import. */
function reachable(bundle: OutputBundle, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
  };
  visit(entry);
  return seen;
}
