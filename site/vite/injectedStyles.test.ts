// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { injectedStyleHashes } from './injectedStyles';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A module with this code in a folder of its own, as the file URL a worker imports. */
function moduleWith(code: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'injected-')), 'module.mjs');
  writeFileSync(file, code);
  return pathToFileURL(file).href;
}

// Each case loads jsdom in a worker: seconds on a busy machine.
describe('injectedStyleHashes', { timeout: 60_000 }, () => {
  it('allows each <style> the module adds when loaded, and the empty one it is inserted as', async () => {
    const module = moduleWith(`
      const style = document.createElement('style');
      document.head.appendChild(style);
      style.appendChild(document.createTextNode('[data-toast]{position:fixed}'));
      const other = document.createElement('style');
      other.textContent = 'b{color:red}';
      document.head.append(other);
    `);
    expect(await injectedStyleHashes(module)).toEqual([hash(''), hash('[data-toast]{position:fixed}'), hash('b{color:red}')]);
  });

  it('fails, naming the module, when it adds no <style>', async () => {
    const module = moduleWith('export const nothing = 1;');
    await expect(injectedStyleHashes(module)).rejects.toThrow(`${module} added no <style> when loaded: import its stylesheet where it is used instead`);
  });

  it('fails with the error the module throws while loading', async () => {
    await expect(injectedStyleHashes(moduleWith("throw new Error('broken module');"))).rejects.toThrow('broken module');
  });
});
