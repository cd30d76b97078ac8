import { loadPm25State, type Pm25State } from './pm25Years';
import { loadStudies, type Study } from './studies';
import { loadCompounds, type Compounds } from '../../lib/data/compounds';
import { loadedOr, useLoad, type LoadStatus } from '../../lib/data/useLoad';
import { countySites, type CountySites } from '../../measured-data/countyPopulation';

export interface ReportData {
  studies: Study[];
  studiesStatus: LoadStatus;
  /** Each county's state file by its FIPS; null for a state without yearly figures. */
  pm25: Record<string, Pm25State | null>;
  pm25Status: LoadStatus;
  /** USGS's 2012 estimates of the compounds that studies link to Parkinson's disease; null until in. */
  compounds: Compounds | null;
  compoundsStatus: LoadStatus;
  /** Each county's Superfund sites with TCE or PCE by its FIPS (from its state's population file); null for none. */
  sites: Record<string, CountySites | null>;
  sitesStatus: LoadStatus;
}

/** What load gives each county of the comma-separated FIPS codes, by FIPS code. */
export async function byCounty<T>(codes: string, load: (fips: string) => Promise<T | null>): Promise<Record<string, T | null>> {
  const fipsCodes = codes.split(',');
  const values = await Promise.all(fipsCodes.map(load));
  return Object.fromEntries(fipsCodes.map((fips, i) => [fips, values[i] ?? null]));
}

/** The report's own data, asked for when it opens: the studies, the yearly PM2.5 of each county's state, the compounds and each county's Superfund sites. */
export function useReportData(fipsCodes: readonly string[]): ReportData {
  const codes = fipsCodes.join(',');
  const studies = useLoad('studies', loadStudies);
  const compounds = useLoad('compounds', loadCompounds);
  const pm25 = useLoad(codes, (key) => byCounty(key, loadPm25State));
  const sites = useLoad(codes, (key) => byCounty(key, countySites));
  return {
    studies: loadedOr(studies, []),
    studiesStatus: studies.status,
    pm25: loadedOr(pm25, {}),
    pm25Status: pm25.status,
    compounds: loadedOr(compounds, null),
    compoundsStatus: compounds.status,
    sites: loadedOr(sites, {}),
    sitesStatus: sites.status,
  };
}
