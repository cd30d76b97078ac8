/**
 * The search a plain submission of the prerendered search form carried (`/?data=measured&q=Fresno`:
 * Enter before the app ran), taken out of the link so that a reload or a shared link does not search
 * again. Null when there is none.
 */
export function takeLinkQuery(): string | null {
  const params = new URLSearchParams(window.location.search);
  const query = params.get('q');
  if (query === null) return null;
  params.delete('q');
  // The form wrote the layers' commas as %2C; the app's links keep them literal.
  const rest = params.toString().replace(/%2C/gi, ',');
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest && `?${rest}`}${window.location.hash}`);
  return query;
}
