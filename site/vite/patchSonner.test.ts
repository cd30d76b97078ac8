import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockedVersion } from '../src/test/lockedVersion';
import { patchSonner } from './patchSonner';

/** The sonner whose bundle the patches were checked against; sonner has no option for either change. */
const CHECKED_AGAINST = '2.0.8';
const SONNER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/sonner');

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = patchSonner().transform as Transform;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
const patch = (code: string, id: string) => transform.call(context, code, id);

describe('patchSonner', () => {
  it('is for the sonner it was checked against', () => {
    const upgraded = `the patches in patchSonner.ts were checked against sonner ${CHECKED_AGAINST}: re-check them in its bundle, then CHECKED_AGAINST`;
    expect(lockedVersion('sonner'), `package-lock.json: ${upgraded}`).toBe(CHECKED_AGAINST);
    expect(JSON.parse(readFileSync(path.join(SONNER, 'package.json'), 'utf8')).version, `node_modules: ${upgraded}`).toBe(CHECKED_AGAINST);
  });

  it.each(['index.mjs', 'index.js'])('takes the injected stylesheet out of dist/%s and sets the swipe to 50 px, each once', (file) => {
    const id = path.join(SONNER, 'dist', file);
    const bundle = readFileSync(id, 'utf8');
    expect(bundle.match(/__insertCSS\("/g), 'sonner injects its stylesheet once').toHaveLength(1);
    expect(bundle.match(/SWIPE_THRESHOLD = \d+;/g), 'sonner declares its swipe distance once').toEqual(['SWIPE_THRESHOLD = 45;']);

    const patched = patch(bundle, id)!.code;

    expect(patched).not.toMatch(/__insertCSS\("/);
    expect(patched).toContain('const SWIPE_THRESHOLD = 50;');
    // Only those two statements went: the rest of the bundle is sonner's, byte for byte.
    const removedCss = bundle.match(/__insertCSS\("(?:[^"\\]|\\.)*"\);?/)![0];
    expect(patched.length).toBe(bundle.length - removedCss.length);
  });

  it('leaves every other module alone', () => {
    expect(patch('const SWIPE_THRESHOLD = 45;', '/app/node_modules/other/dist/index.mjs')).toBeNull();
  });

  it('fails the build, naming what it misses, when a sonner bundle no longer has it', () => {
    const id = path.join(SONNER, 'dist/index.mjs');
    expect(() => patch('__insertCSS("a{}");\nconst SWIPE_THRESHOLD = 40;', id)).toThrow(
      "sonner's bundle no longer has the `const SWIPE_THRESHOLD = 45;` declaration; update site/vite/patchSonner.ts",
    );
    expect(() => patch('const SWIPE_THRESHOLD = 45;', id)).toThrow('the __insertCSS("...") call');
  });
});
