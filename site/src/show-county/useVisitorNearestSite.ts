import { useEffect, useState } from 'react';
import { nearestTo } from '../lib/sites/nearest';
import { visitorNearestText, type VisitorPoint } from '../lib/sites/visitorPoint';
import { useAppStore } from '../store/appStore';
import { selectVisitorPoint } from '../store/selectors';

/**
 * The selected area's sentence on the Superfund site nearest the place the visitor searched or their
 * position (store: visitorPoint), once the sites are in (fetched then, never with the page); null
 * without such a point, before the sites arrive and if they fail: the card keeps its area's own.
 */
export function useVisitorNearestSite(): string | null {
  const point = useAppStore(selectVisitorPoint);
  const [said, setSaid] = useState<{ point: VisitorPoint; text: string | null } | null>(null);
  useEffect(() => {
    if (!point) return;
    let current = true;
    void import('../measured-data/superfundSites')
      .then(({ loadSites }) => loadSites())
      .then(({ sites }) => {
        const nearest = nearestTo(point, sites);
        if (current) setSaid({ point, text: nearest && visitorNearestText(point, { name: nearest.item.name, km: nearest.km }) });
      })
      .catch(() => {});
    return () => void (current = false);
  }, [point]);
  return said?.point === point ? said.text : null;
}
