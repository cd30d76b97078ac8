import { useEffect, useState } from 'react';
import { ComponentOnDemand, onDemand } from '../../lib/data/onDemand';

const offer = onDemand(() => import('./SpanishOffer').then(({ SpanishOffer }) => SpanishOffer));

/**
 * On the English page, the offer of the Spanish page (SpanishOffer), whose code only a browser with
 * Spanish among its languages fetches; it decides the rest. The page never redirects by itself.
 * Decided after hydration: the prerendered page is the same for everyone.
 */
export function SpanishOfferWhenPreferred() {
  const [mayWant, setMayWant] = useState(false);
  useEffect(() => setMayWant((navigator.languages ?? [navigator.language]).some((tag) => /^es\b/i.test(tag))), []);
  return mayWant ? <ComponentOnDemand code={offer} /> : null;
}
