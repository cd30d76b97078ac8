import { useEffect, useState } from 'react';
import { loadPm25State, type Pm25State } from './pm25Years';
import { loadStudies, type Study } from './studies';
import { loadCompounds, type Compounds } from '../../lib/data/compounds';
import { countySites, type CountySites } from '../../measured-data/countyPopulation';

export type LoadStatus = 'loading' | 'ready' | 'failed';

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

/** The report's own data, asked for when it opens: the studies, the yearly PM2.5 of each county's state, the compounds and each county's Superfund sites. */
export function useReportData(fipsCodes: readonly string[]): ReportData {
  const key = fipsCodes.join(',');
  const [data, setData] = useState<ReportData>({ studies: [], studiesStatus: 'loading', pm25: {}, pm25Status: 'loading', compounds: null, compoundsStatus: 'loading', sites: {}, sitesStatus: 'loading' });
  useEffect(() => {
    let current = true;
    const codes = key.split(',');
    loadStudies().then(
      (studies) => current && setData((d) => ({ ...d, studies, studiesStatus: 'ready' })),
      () => current && setData((d) => ({ ...d, studiesStatus: 'failed' })),
    );
    loadCompounds().then(
      (compounds) => current && setData((d) => ({ ...d, compounds, compoundsStatus: 'ready' })),
      () => current && setData((d) => ({ ...d, compoundsStatus: 'failed' })),
    );
    Promise.all(codes.map((fips) => loadPm25State(fips))).then(
      (states) => current && setData((d) => ({ ...d, pm25: Object.fromEntries(codes.map((fips, i) => [fips, states[i] ?? null])), pm25Status: 'ready' })),
      () => current && setData((d) => ({ ...d, pm25Status: 'failed' })),
    );
    Promise.all(codes.map((fips) => countySites(fips))).then(
      (sites) => current && setData((d) => ({ ...d, sites: Object.fromEntries(codes.map((fips, i) => [fips, sites[i] ?? null])), sitesStatus: 'ready' })),
      () => current && setData((d) => ({ ...d, sitesStatus: 'failed' })),
    );
    return () => void (current = false);
  }, [key]);
  return data;
}
