import { fetchJson } from '../lib/api';

export const COUNTIES_PATH = '/api/counties';
export const ENVIRONMENT_PATH = '/api/environmental-data';

const preloaded = new Map<string, Promise<unknown>>();

function request(path: string): Promise<unknown> {
  const answer = fetchJson(path);
  // A failure is reported once the page reads it; until then it must not count as unhandled.
  answer.catch(() => {});
  return answer;
}

/** Starts both API requests before React loads (main.tsx), so they overlap painting and hydrating the shell. */
export function preloadInitialData(): void {
  for (const path of [COUNTIES_PATH, ENVIRONMENT_PATH]) if (!preloaded.has(path)) preloaded.set(path, request(path));
}

/** The preloaded request for path, once; a fresh one after that (or when nothing was preloaded). */
export function takeInitialRequest(path: string): Promise<unknown> {
  const answer = preloaded.get(path) ?? request(path);
  preloaded.delete(path);
  return answer;
}
