import { fetchJson } from '../lib/api';

export interface InitialRequests {
  counties: Promise<unknown>;
  environment: Promise<unknown>;
}

let preloaded: InitialRequests | null = null;

function request(path: string): Promise<unknown> {
  const answer = fetchJson(path);
  // A failure is reported once the page reads it; until then it must not count as unhandled.
  answer.catch(() => {});
  return answer;
}

/** Starts both API requests before React loads (main.tsx), so they overlap painting and hydrating the shell. */
export function preloadInitialData(): void {
  preloaded ??= takeInitialRequests();
}

/** The preloaded requests, once; fresh ones after that (or when nothing was preloaded). */
export function takeInitialRequests(): InitialRequests {
  const requests = preloaded ?? { counties: request('/api/counties'), environment: request('/api/environmental-data') };
  preloaded = null;
  return requests;
}
