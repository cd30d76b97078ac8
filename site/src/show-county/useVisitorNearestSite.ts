import { loadedOr, useLoad } from '../lib/data/useLoad';
import { nearestTo } from '../lib/sites/nearest';
import { visitorNearestText, type VisitorPoint } from '../lib/sites/visitorPoint';
import { useAppStore } from '../store/appStore';
import { selectVisitorPoint } from '../store/selectors';

async function nearestSiteText(point: VisitorPoint): Promise<string | null> {
  const { loadSites } = await import('../measured-data/superfundSites');
  const nearest = nearestTo(point, (await loadSites()).sites);
  return nearest && visitorNearestText(point, { name: nearest.item.name, km: nearest.km });
}

/**
 * The selected area's sentence on the Superfund site nearest the place the visitor searched or their
 * position (store: visitorPoint), once the sites are in (fetched then, never with the page); null
 * without such a point, before the sites arrive and if they fail: the card keeps its area's own.
 */
export const useVisitorNearestSite = (): string | null => loadedOr(useLoad(useAppStore(selectVisitorPoint), nearestSiteText), null);
