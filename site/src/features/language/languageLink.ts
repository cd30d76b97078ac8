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

/** Points the used link at the same page in lang, the rest of the link kept: taken as the link is used, since the page's link changes as the visitor goes. */
export const pointLinkAt = (lang: Lang) => (event: { currentTarget: HTMLAnchorElement }) => {
  event.currentTarget.href = addressIn(lang, window.location);
};

/** Where the visitor's choice is kept (the switch, or an answer to the offer). */
export const CHOICE_KEY = 'riskmap:language';

export function rememberLanguage(lang: Lang): void {
  try {
    window.localStorage.setItem(CHOICE_KEY, lang);
  } catch {
    // Storage blocked: the offer may show again next time, nothing else is lost.
  }
}
