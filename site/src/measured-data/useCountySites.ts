import { useEffect, useState } from 'react';
import type { CountySites } from './countyPopulation';

/** A county's Superfund sites, once its state's /api/population file is in (the card reads it anyway); null before and for none. */
export function useCountySites(fips: string | null): CountySites | null {
  const [shown, setShown] = useState<{ fips: string; sites: CountySites | null } | null>(null);
  useEffect(() => {
    if (!fips) return;
    let current = true;
    void import('./countyPopulation')
      .then(({ countySites }) => countySites(fips))
      .then((sites) => current && setShown({ fips, sites }))
      .catch(() => {});
    return () => void (current = false);
  }, [fips]);
  return shown?.fips === fips ? shown.sites : null;
}
