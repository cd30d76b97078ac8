import { useMemo } from 'react';
import { loadedOr, useLoad } from '../lib/data/useLoad';
import type { PopulationSource } from '../lib/data/environment';
import { useAppStore } from '../store/appStore';
import type { CountyPopulation } from './countyPopulation';

export type { CountyPopulation } from './countyPopulation';

const populationOf = ({ fips, sources }: { fips: string; sources: readonly PopulationSource[] }) =>
  import('./countyPopulation').then(({ countyPopulation }) => countyPopulation(fips, sources));

/**
 * A county's population, once its state's /api/population file is in; null before, for no county
 * (fips null) and when the file cannot be fetched.
 */
export function useCountyPopulation(fips: string | null): CountyPopulation | null {
  const sources = useAppStore((s) => s.environment.populationSources);
  const key = useMemo(() => (fips ? { fips, sources } : null), [fips, sources]);
  return loadedOr(useLoad(key, populationOf), null);
}
