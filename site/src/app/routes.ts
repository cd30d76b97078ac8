const HOME_PATHS = new Set(['/', '/index.html']);

/** The only route is "/"; anything else that reaches the app shows the not-found page. */
export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.has(pathname);
}
