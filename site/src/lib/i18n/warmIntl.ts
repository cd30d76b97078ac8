/** Has a worker load Intl's number and date data, so that the page's first formatted number and date do not (warmIntl.worker.ts). */
export function warmIntl(): void {
  new Worker(new URL('./warmIntl.worker.ts', import.meta.url), { type: 'module', name: 'intl formats' });
}
