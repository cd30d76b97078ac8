/** Error text for a non-ok answer: "<status>: <body>", or the status text when the body is empty. */
export function apiErrorMessage(status: number, statusText: string, body: string): string {
  return `${status}: ${body || statusText}`;
}

/** GET with credentials; throws Error(apiErrorMessage(...)) when the answer is not ok. */
export async function fetchOk(path: string): Promise<Response> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new Error(apiErrorMessage(response.status, response.statusText, body));
  }
  return response;
}

export async function fetchJson(path: string): Promise<unknown> {
  const response = await fetchOk(path);
  return response.json() as Promise<unknown>;
}
