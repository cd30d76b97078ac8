import type { MouseEvent, SyntheticEvent } from 'react';
import { LANGUAGES, type Lang } from '../../lib/i18n/languages';
import { LANG } from '../../lib/i18n/lang';
import { defineMessages, text } from '../../lib/i18n/messages';
import { addressIn, rememberLanguage } from './languageLink';
import './language.css';

const messages = defineMessages({
  label: { id: 'language.label', defaultMessage: 'Language' },
});

const LANGS = Object.keys(LANGUAGES) as Lang[];

/**
 * "English / Español" in the header. Each link leads to the same page in its language with the
 * rest of the link kept; the address is taken when the link is used (the view, layers and county
 * change the page's link as the visitor goes), and the prerendered href is the language's home.
 */
export function LanguageSwitch() {
  const point = (lang: Lang) => (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = addressIn(lang, window.location);
  };
  const choose = (lang: Lang) => (event: MouseEvent<HTMLAnchorElement>) => {
    point(lang)(event);
    rememberLanguage(lang);
  };
  return (
    <nav className="language-switch" aria-label={text(messages.label)}>
      {LANGS.map((lang, index) => (
        <span key={lang} className="language-switch-item">
          {index > 0 && (
            <span className="language-switch-separator" aria-hidden="true">
              /
            </span>
          )}
          {lang === LANG ? (
            <span className="language-switch-current" lang={lang} aria-current="true">
              {LANGUAGES[lang].name}
            </span>
          ) : (
            <a
              className="language-switch-link"
              href={LANGUAGES[lang].home}
              lang={lang}
              hrefLang={lang}
              onPointerEnter={point(lang)}
              onFocus={point(lang)}
              onClick={choose(lang)}
            >
              {LANGUAGES[lang].name}
            </a>
          )}
        </span>
      ))}
    </nav>
  );
}
