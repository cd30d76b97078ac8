import type { Plugin } from 'vite';

const SONNER_BUNDLE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;
// sonner calls `__insertCSS("...")` once at import time; the argument is a single JS string literal.
const INSERT_CALL = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/g;

/**
 * Sonner injects its stylesheet as a runtime <style> element, which the site's CSP
 * (style-src 'self') blocks. This removes the call; the app imports sonner/dist/styles.css instead.
 * The build fails loudly if a sonner upgrade changes the call, so the CSP breakage cannot slip through.
 */
export function stripSonnerStyleInjection(): Plugin {
  return {
    name: 'riskmap:strip-sonner-style-injection',
    enforce: 'pre',
    transform(code, id) {
      if (!SONNER_BUNDLE.test(id.split('?')[0] ?? id)) return null;
      const stripped = code.replace(INSERT_CALL, '');
      if (stripped === code) {
        this.error('sonner no longer calls __insertCSS("..."); update site/vite/stripSonnerStyleInjection.ts');
      }
      return { code: stripped, map: null };
    },
  };
}
