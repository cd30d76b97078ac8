import { LANGUAGES, type Lang } from '../../lib/i18n/languages';
import { LANG } from '../../lib/i18n/lang';
import { defineMessages, text } from '../../lib/i18n/messages';
import { pointLinkAt, rememberLanguage } from './languageLink';
import './language.css';

const messages = defineMessages({
  label: { id: 'language.label', defaultMessage: 'Language' },
});

/**
 * "English / Español" in the header: the page's language, and a link to each other one. The link's
 * address is taken as it is used (any button's press, for a new tab or a copied address too; a
 * click, for the keyboard), since the view, layers and county change the page's link as the
 * visitor goes; the prerendered href is the language's home. Choosing is remembered (no offer again).
 */
export function LanguageSwitch() {
  return (
    <nav className="language-switch" aria-label={text(messages.label)}>
      {(Object.keys(LANGUAGES) as Lang[]).map((lang) =>
        lang === LANG ? (
          <span key={lang} className="language-switch-current" lang={lang} aria-current="true">
            {LANGUAGES[lang].name}
          </span>
        ) : (
          <a
            key={lang}
            href={LANGUAGES[lang].home}
            lang={lang}
            hrefLang={lang}
            onPointerDown={pointLinkAt(lang)}
            onClick={(event) => {
              pointLinkAt(lang)(event);
              rememberLanguage(lang);
            }}
          >
            {LANGUAGES[lang].name}
          </a>
        ),
      )}
    </nav>
  );
}
