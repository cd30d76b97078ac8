/** Has a worker load Intl's number data, so that the page's first formatted number does not (warmNumberFormat.worker.ts). */
export function warmNumberFormat(): void {
  new Worker(new URL('./warmNumberFormat.worker.ts', import.meta.url), { type: 'module', name: 'number formats' });
}
