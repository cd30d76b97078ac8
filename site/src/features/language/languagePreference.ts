import { LANGUAGES, type Lang } from '../../lib/i18n/languages';
import { CHOICE_KEY } from './languageLink';

// Read by the offer only, whose code loads on its own (SpanishOfferWhenPreferred).

/** Whether the browser's first choice between the page's languages is Spanish (navigator.languages). */
export function prefersSpanish(languages: readonly string[]): boolean {
  const codes = Object.keys(LANGUAGES);
  const first = languages.map((tag) => tag.toLowerCase().split('-')[0]).find((code) => code !== undefined && codes.includes(code));
  return first === 'es';
}

/** What the visitor chose last (the switch, or an answer to the offer), if the browser keeps it. */
export function chosenLanguage(): Lang | null {
  try {
    const choice = window.localStorage.getItem(CHOICE_KEY);
    return choice !== null && choice in LANGUAGES ? (choice as Lang) : null;
  } catch {
    return null;
  }
}
