import { fetchJson } from '../lib/api';
import { API_PATHS } from '../lib/apiPaths';

let request: Promise<unknown> | null = null;

/**
 * /api/exposures, asked for once per page: by the first module when the link opens the Measured view
 * (so it is on the wire in the page's first hop), or when the view is first shown. Kept apart from the
 * store so the first module stays small; a failed request is forgotten so the next switch tries again.
 */
export function requestExposures(): Promise<unknown> {
  if (!request) {
    const started = fetchJson(API_PATHS.exposures);
    request = started;
    started.catch(() => request === started && (request = null));
  }
  return request;
}
