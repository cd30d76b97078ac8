import { fetchJson } from '../lib/api';
import { API_PATHS } from '../lib/apiPaths';

/** The map page's two API answers, asked for once per page view. */
export interface InitialRequests {
  counties: Promise<unknown>;
  environment: Promise<unknown>;
}

function request(path: string): Promise<unknown> {
  const answer = fetchJson(path);
  // A failure is reported once the boot reads it; until then it must not count as unhandled.
  answer.catch(() => {});
  return answer;
}

/**
 * Starts both API requests. main.tsx calls it before React loads, so they overlap painting and
 * hydrating the shell, and hands them to the boot sequence (boot.ts).
 */
export function startInitialRequests(): InitialRequests {
  return { counties: request(API_PATHS.counties), environment: request(API_PATHS.environmentalData) };
}
