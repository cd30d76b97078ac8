import type { Plugin } from 'vite';

const SONNER_BUNDLE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;

/** Each change to sonner's bundle: what it looks for, what it puts instead, and why. */
const PATCHES = [
  {
    // Sonner injects its stylesheet as a runtime <style> element, which the site's CSP (style-src
    // 'self') blocks. The call is removed; the app imports sonner/dist/styles.css instead. The
    // argument is a single JS string literal.
    find: /__insertCSS\("(?:[^"\\]|\\.)*"\);?/g,
    replace: '',
    describe: 'the __insertCSS("...") call',
  },
  {
    // The specification dismisses a toast swiped 50 px; sonner's distance is a constant with no prop.
    find: /const SWIPE_THRESHOLD = 45;/g,
    replace: 'const SWIPE_THRESHOLD = 50;',
    describe: 'the `const SWIPE_THRESHOLD = 45;` declaration',
  },
];

/**
 * Adapts sonner's bundle to the site: no injected <style> (CSP) and the specification's 50 px swipe,
 * neither of which sonner has an option for. The build fails loudly if a sonner upgrade changes what a
 * patch looks for, so neither can slip out; patchSonner.test.ts pins the sonner they were checked against.
 */
export function patchSonner(): Plugin {
  return {
    name: 'riskmap:patch-sonner',
    enforce: 'pre',
    transform(code, id) {
      if (!SONNER_BUNDLE.test(id.split('?')[0] ?? id)) return null;
      let patched = code;
      for (const { find, replace, describe } of PATCHES) {
        const next = patched.replace(find, replace);
        if (next === patched) this.error(`sonner's bundle no longer has ${describe}; update site/vite/patchSonner.ts`);
        patched = next;
      }
      return { code: patched, map: null };
    },
  };
}
