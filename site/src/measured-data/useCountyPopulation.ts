import { useEffect, useState } from 'react';

/**
 * The population line of a county ("Population 5,087,072 (2023 estimate)"), once /api/population
 * is in; null before, for no county (fips null) and when the file cannot be fetched.
 */
export function useCountyPopulation(fips: string | null): string | null {
  const [shown, setShown] = useState<{ fips: string; text: string | null } | null>(null);
  useEffect(() => {
    if (!fips) return;
    let current = true;
    void import('./countyPopulation')
      .then(({ countyPopulationText }) => countyPopulationText(fips))
      .then((text) => current && setShown({ fips, text }))
      .catch(() => {});
    return () => void (current = false);
  }, [fips]);
  return shown?.fips === fips ? shown.text : null;
}
