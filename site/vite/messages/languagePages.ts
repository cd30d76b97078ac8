import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../../src/lib/i18n/languages';

interface LanguagePagesOptions {
  /** The site's Vite root (site/), where the pages' HTML files are. */
  root: string;
  /** Where this language's pages go under the root and in dist/: "" for English, "es/" for Spanish. */
  dir: string;
  lang: string;
  /** The page files, by their names under the root: index.html, 404.html. */
  pages: string[];
  /**
   * The site's address, which search engines want in hreflang links ($URL, which Netlify sets in its
   * builds, as `riskmap generate` reads it); without one the links are paths.
   */
  siteUrl?: string;
}

/**
 * Each language's pages from the same HTML files: a language other than English builds
 * site/es/index.html etc., which exist only here, read from site/index.html, so its pages land in
 * dist/es/ while its chunks share dist/assets/. Every page gets its language in <html lang>, and
 * the map page names each language's version of itself (hreflang) for browsers and search engines.
 */
export function languagePages({ root, dir, lang, pages, siteUrl }: LanguagePagesOptions): Plugin {
  const address = (home: string) => (siteUrl ? new URL(home, siteUrl).href : home);
  const sources = new Map(pages.map((page) => [path.join(root, dir, page), path.join(root, page)]));
  return {
    name: 'riskmap:language-pages',
    enforce: 'pre',
    resolveId: (id) => (dir !== '' && sources.has(id) ? id : null),
    load(id) {
      const source = dir !== '' ? sources.get(id) : undefined;
      return source ? readFile(source, 'utf8') : null;
    },
    transformIndexHtml(html, { filename }) {
      const withLang = html.replace(/<html lang="[^"]*">/, `<html lang="${lang}">`);
      if (path.basename(filename) !== 'index.html') return withLang;
      const alternates = Object.entries(LANGUAGES).map(([code, { home }]) => ({ code, home }));
      return {
        html: withLang,
        tags: [...alternates, { code: 'x-default', home: LANGUAGES.en.home }].map(({ code, home }) => ({
          tag: 'link',
          attrs: { rel: 'alternate', hreflang: code, href: address(home) },
          injectTo: 'head' as const,
        })),
      };
    },
  };
}
