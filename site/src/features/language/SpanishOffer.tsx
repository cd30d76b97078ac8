import { useEffect, useState } from 'react';
import { addressIn, chosenLanguage, prefersSpanish, rememberLanguage } from './languageLink';
import './language.css';

/**
 * On the English page, for a browser that prefers Spanish and a visitor who has not chosen yet: a
 * small offer of the Spanish page, in Spanish, that can be dismissed. The page never redirects by
 * itself; either answer is remembered, so the offer shows once. Decided after hydration (the
 * prerendered page is the same for everyone) and fixed over the page, so nothing moves.
 */
export function SpanishOffer() {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(chosenLanguage() === null && prefersSpanish(navigator.languages ?? [navigator.language])), []);
  if (!shown) return null;
  const answer = (lang: 'en' | 'es') => {
    rememberLanguage(lang);
    if (lang === 'en') setShown(false);
  };
  return (
    <aside className="language-offer" lang="es" aria-label="Idioma">
      <a
        className="language-offer-link"
        href="/es/"
        hrefLang="es"
        onClick={(event) => {
          event.currentTarget.href = addressIn('es', window.location);
          answer('es');
        }}
      >
        Ver en español
      </a>
      <button type="button" className="language-offer-dismiss" aria-label="No, gracias" onClick={() => answer('en')}>
        ×
      </button>
    </aside>
  );
}
