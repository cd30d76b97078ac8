import type { CountySite, CountySites } from '../../measured-data/countyPopulation';

/** A county's Superfund sites with TCE or PCE, nearest its point first (then by EPA ID); none for a county without any. */
export function countySiteList(entry: CountySites | null | undefined): CountySite[] {
  return [...(entry?.sites ?? [])].sort((a, b) => a.km - b.km || a.id.localeCompare(b.id));
}
