import { onDemand, useOnDemand } from '../lib/data/onDemand';
import { useAppStore } from '../store/appStore';
import { selectSelectedSiteId } from '../store/selectors';

// Loaded with the first site chosen, not with the page.
const siteCard = onDemand(() => import('../features/site-card/SiteCard').then((m) => m.SiteCard));

function LoadedSiteCard() {
  const Card = useOnDemand(siteCard);
  return Card && <Card />;
}

/** The chosen Superfund site's card (SiteCard), where a county's card would be. */
export function SiteCardSlot() {
  return useAppStore(selectSelectedSiteId) === null ? null : <LoadedSiteCard />;
}
