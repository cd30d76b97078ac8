import { fetchJson } from '../lib/data/api';
import { API_PATHS } from '../lib/data/apiPaths';
import { onceUntilFailure } from '../lib/data/onceUntilFailure';

/**
 * /api/exposures, asked for once per page: by the first module when the link opens the Measured view
 * (so it is on the wire in the page's first hop), or when the view is first shown. Kept apart from the
 * store so the first module stays small; a failed request is forgotten so the next switch tries again.
 */
export const requestExposures: () => Promise<unknown> = onceUntilFailure(() => fetchJson(API_PATHS.exposures));
