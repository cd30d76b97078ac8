import { useEffect, useState } from 'react';

/** A county's population line and the source of the figure. */
export interface CountyPopulation {
  /** "Population 5,087,072 (2023 estimate)". */
  text: string;
  source: string;
}

/**
 * A county's population, once /api/population is in; null before, for no county (fips null) and
 * when the file cannot be fetched.
 */
export function useCountyPopulation(fips: string | null): CountyPopulation | null {
  const [shown, setShown] = useState<{ fips: string; population: CountyPopulation | null } | null>(null);
  useEffect(() => {
    if (!fips) return;
    let current = true;
    void import('./countyPopulation')
      .then(({ countyPopulation }) => countyPopulation(fips))
      .then((population) => current && setShown({ fips, population }))
      .catch(() => {});
    return () => void (current = false);
  }, [fips]);
  return shown?.fips === fips ? shown.population : null;
}
