import { fetchJson } from '../lib/data/api';
import { API_PATHS } from '../lib/data/apiPaths';
import type { MeasuredCounty } from '../lib/data/counties';
import { onceUntilFailure } from '../lib/data/onceUntilFailure';
import { stateName } from '../lib/i18n/stateName';

/**
 * /api/exposures read into counties, asked for once per page: by the first module when the link
 * opens the Measured view (so it is on the wire in the page's first hop), or when the view is first
 * shown. The parser's chunk is asked for beside the answer, not after it: fetched once the app had
 * started, it added a round trip before a county link's card. Kept apart from the store so the first
 * module stays small, and the Demo view's first load carries neither; a failed request is forgotten
 * so the next switch tries again.
 */
export const requestExposures: () => Promise<MeasuredCounty[]> = onceUntilFailure(() =>
  Promise.all([fetchJson(API_PATHS.exposures), import('../lib/data/exposuresAnswer')]).then(([answer, { parseExposures }]) =>
    parseExposures(answer, stateName),
  ),
);
