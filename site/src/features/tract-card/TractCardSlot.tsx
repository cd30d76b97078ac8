import { ComponentOnDemand, onDemand } from '../../lib/onDemand';
import { useAppStore } from '../../store/appStore';
import { selectSelectedTract } from '../../store/selectors';

// Loaded with the first tract chosen, not with the page.
const tractCard = onDemand(() => import('./TractCard').then((m) => m.TractCard));

/** The selected census tract's card (TractCard), where a county's card would be. */
export function TractCardSlot() {
  const tract = useAppStore(selectSelectedTract);
  return tract === null ? null : <ComponentOnDemand code={tractCard} />;
}
