import { useEffect, useState } from 'react';
import { useAppStore } from '../store/appStore';
import type { CountyPopulation } from './countyPopulation';

export type { CountyPopulation } from './countyPopulation';

/**
 * A county's population, once its state's /api/population file is in; null before, for no county
 * (fips null) and when the file cannot be fetched.
 */
export function useCountyPopulation(fips: string | null): CountyPopulation | null {
  const sources = useAppStore((s) => s.environment.populationSources);
  const [shown, setShown] = useState<{ fips: string; population: CountyPopulation | null } | null>(null);
  useEffect(() => {
    if (!fips) return;
    let current = true;
    void import('./countyPopulation')
      .then(({ countyPopulation }) => countyPopulation(fips, sources))
      .then((population) => current && setShown({ fips, population }))
      .catch(() => {});
    return () => void (current = false);
  }, [fips, sources]);
  return shown?.fips === fips ? shown.population : null;
}
