import { Worker } from 'node:worker_threads';
import { hashSource } from './contentSecurityPolicy';

/**
 * The Content-Security-Policy sources that allow the <style> elements a module adds to the page
 * when it loads (sonner injects its stylesheet so), found by loading it in jsdom in a worker
 * (injectedStyles.worker.mjs), so the page keeps no copy of a library's CSS and no patch of its code.
 * With them, the empty <style>'s: an element added empty and filled after is checked once when it is
 * inserted, still empty, and again with its text (HTML's "update a style block"; Chromium reports
 * the first as a violation otherwise). A module that adds none fails the build: its styles would
 * then need a stylesheet of their own.
 */
export function injectedStyleHashes(module: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./injectedStyles.worker.mjs', import.meta.url), { workerData: { module } });
    worker.once('error', reject);
    worker.once('message', (styles: string[]) => {
      void worker.terminate();
      if (styles.length === 0) reject(new Error(`${module} added no <style> when loaded: import its stylesheet where it is used instead`));
      else resolve([...new Set(['', ...styles].map(hashSource))]);
    });
  });
}
