import { useEffect, useState } from 'react';
import { ComponentOnDemand, onDemand } from '../../lib/onDemand';
import { chosenLanguage, prefersSpanish } from './languageLink';

const offer = onDemand(() => import('./SpanishOffer').then(({ SpanishOffer }) => SpanishOffer));

/**
 * On the English page, for a browser that prefers Spanish and a visitor who has not chosen yet, the
 * offer of the Spanish page; its code is fetched only then. The page never redirects by itself.
 * Decided after hydration: the prerendered page is the same for everyone.
 */
export function SpanishOfferWhenPreferred() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => setWanted(chosenLanguage() === null && prefersSpanish(navigator.languages ?? [navigator.language])), []);
  return wanted ? <ComponentOnDemand code={offer} /> : null;
}
