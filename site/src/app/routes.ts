import { HOME } from '../lib/i18n/lang';

const HOME_PATHS = new Set([HOME, `${HOME}index.html`]);

/** The only route is the language's home ("/", "/es/"); anything else that reaches the app shows the not-found page. */
export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.has(pathname);
}
