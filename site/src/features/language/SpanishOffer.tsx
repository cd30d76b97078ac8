import { useState } from 'react';
import { LANGUAGES } from '../../lib/i18n/languages';
import { pointLinkAt, rememberLanguage } from './languageLink';
import { chosenLanguage, prefersSpanish } from './languagePreference';
import './offer.css';

/**
 * A small offer of the Spanish page, in Spanish, that can be dismissed: for a browser whose first
 * choice between the page's languages is Spanish, while the visitor has not chosen. Either answer
 * is remembered, so it shows once. Fixed over the page, so nothing moves when it appears.
 */
export function SpanishOffer() {
  const [shown, setShown] = useState(() => chosenLanguage() === null && prefersSpanish(navigator.languages ?? [navigator.language]));
  if (!shown) return null;
  return (
    <aside className="language-offer" lang="es" aria-label="Idioma">
      <a
        className="language-offer-link"
        href={LANGUAGES.es.home}
        hrefLang="es"
        onClick={(event) => {
          pointLinkAt('es')(event);
          rememberLanguage('es');
        }}
      >
        Ver en español
      </a>
      <button
        type="button"
        className="language-offer-dismiss"
        aria-label="No, gracias"
        onClick={() => {
          rememberLanguage('en');
          setShown(false);
        }}
      >
        ×
      </button>
    </aside>
  );
}
