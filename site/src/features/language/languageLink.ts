import { englishPath, LANGUAGES, pathIn, type Lang } from '../../lib/i18n/languages';

interface Address {
  pathname: string;
  search: string;
  hash: string;
}

/** The same page in another language, with the rest of the link (view, layers, county) kept. */
export function addressIn(lang: Lang, { pathname, search, hash }: Address): string {
  return `${pathIn(lang, englishPath(pathname))}${search}${hash}`;
}

/** Whether the browser's first choice between the page's languages is Spanish (navigator.languages). */
export function prefersSpanish(languages: readonly string[]): boolean {
  const codes = Object.keys(LANGUAGES);
  const first = languages.map((tag) => tag.toLowerCase().split('-')[0]).find((code) => code !== undefined && codes.includes(code));
  return first === 'es';
}

const CHOICE_KEY = 'riskmap:language';

/** What the visitor chose last (the switch, or an answer to the offer), if the browser keeps it. */
export function chosenLanguage(): Lang | null {
  try {
    const choice = window.localStorage.getItem(CHOICE_KEY);
    return choice !== null && choice in LANGUAGES ? (choice as Lang) : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(lang: Lang): void {
  try {
    window.localStorage.setItem(CHOICE_KEY, lang);
  } catch {
    // Storage blocked: the offer may show again next time, nothing else is lost.
  }
}
