import { hashSource } from './contentSecurityPolicy';

/** A stylesheet link as Vite and preloadDeferredChunks write it into a page's head. */
const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">\n?/g;

export interface InlinedPage {
  html: string;
  /** The CSS files now inside the page's <style>, in the order they were linked. */
  files: string[];
  /** The <style> element's text, which the CSP hash covers. */
  css: string;
}

/**
 * Replaces a page's stylesheet links with one <style> holding their CSS in the same order, where
 * the first link was: the page paints without waiting for a stylesheet request. `read` returns a
 * built CSS file's text by its name in the bundle (assets/x.css).
 */
export function inlineStylesheets(html: string, read: (file: string) => string): InlinedPage {
  const files = [...html.matchAll(STYLESHEET_LINK)].map((m) => m[1] as string);
  if (files.length === 0) return { html, files, css: '' };
  const css = files.map((file) => read(file).trim()).join('\n');
  if (/<\/style/i.test(css)) throw new Error(`inline CSS: ${files.join(', ')} contain "</style", which would end the element early`);
  let first = true;
  const inlined = html.replace(STYLESHEET_LINK, (link) => {
    if (!first) return '';
    first = false;
    const indent = /^[ \t]*/.exec(link)?.[0] ?? '';
    return `${indent}<style>${css}</style>\n`;
  });
  return { html: inlined, files, css };
}

/** The text of every <style> element of a built page. */
export function styleElements(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] as string);
}

/**
 * Why a built page's inline style would be blocked by a policy allowing the `allowed` hashes, or
 * null when it is allowed: the page must have exactly the one <style> the build inlined.
 */
export function styleProblem(file: string, html: string, allowed: string[]): string | null {
  const styles = styleElements(html);
  if (styles.length !== 1) return `inline CSS: ${file} has ${styles.length} <style> elements, want the one the build inlined`;
  const hash = hashSource(styles[0] as string);
  if (!allowed.includes(hash)) return `inline CSS: the <style> of ${file} hashes to ${hash}, which the Content-Security-Policy in _headers does not allow (${allowed.join(' ') || 'no hash'})`;
  return null;
}
