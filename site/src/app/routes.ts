import { LANGUAGES } from '../lib/i18n/languages';
import { LANG } from '../lib/i18n/lang';

const home = LANGUAGES[LANG].home;
const HOME_PATHS = new Set([home, `${home}index.html`]);

/** The only route is the language's home ("/", "/es/"); anything else that reaches the app shows the not-found page. */
export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.has(pathname);
}
