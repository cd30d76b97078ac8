import { englishPath, pathIn, type Lang } from '../../lib/i18n/languages';

interface Address {
  pathname: string;
  search: string;
  hash: string;
}

/** The same page in another language, with the rest of the link (view, layers, county) kept. */
export function addressIn(lang: Lang, { pathname, search, hash }: Address): string {
  return `${pathIn(lang, englishPath(pathname))}${search}${hash}`;
}

/** Where the visitor's choice is kept (the switch, or an answer to the offer). */
export const CHOICE_KEY = 'riskmap:language';

export function rememberLanguage(lang: Lang): void {
  try {
    window.localStorage.setItem(CHOICE_KEY, lang);
  } catch {
    // Storage blocked: the offer may show again next time, nothing else is lost.
  }
}
