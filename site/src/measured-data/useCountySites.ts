import { loadedOr, useLoad } from '../lib/data/useLoad';
import type { CountySites } from './countyPopulation';

const sitesOf = (fips: string) => import('./countyPopulation').then(({ countySites }) => countySites(fips));

/** A county's Superfund sites, once its state's /api/population file is in (the card reads it anyway); null before and for none. */
export const useCountySites = (fips: string | null): CountySites | null => loadedOr(useLoad(fips, sitesOf), null);
