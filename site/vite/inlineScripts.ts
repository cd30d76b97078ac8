import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { hashSource, headersWithHashes } from './contentSecurityPolicy';

/** The text of every inline <script> of a built page (one written without attributes: no src, no type). */
export function inlineScriptTexts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] as string);
}

/**
 * The pages' inline scripts (the map page's one, site/src/app/prerender.tsx) run under the CSP by
 * their hashes: once prerender has written the pages, the hash of every inline <script> of every page
 * in dist/ (both languages) is added to script-src in dist/_headers. Read from the pages as written,
 * the policy follows any change of a script's text.
 */
export function inlineScripts(): Plugin {
  let outDir = '';
  let written = false;
  return {
    name: 'riskmap:inline-scripts',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      // After prerender has written the pages' final HTML, and inlineCss the _headers file.
      order: 'post',
      sequential: true,
      async handler() {
        if (!written) return;
        const pages = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html'));
        // One at a time: with the areas' cards built ahead (card/), dist/ has some 22,000 HTML files,
        // more than a process may hold open at once.
        const texts: string[][] = [];
        for (const file of pages) texts.push(inlineScriptTexts(await readFile(path.join(outDir, file), 'utf8')));
        const headers = path.join(outDir, '_headers');
        await writeFile(headers, headersWithHashes(await readFile(headers, 'utf8'), 'script-src', [...new Set(texts.flat().map(hashSource))]));
      },
    },
  };
}
