import { loadPm25State } from './pm25Years';
import { loadStudies } from './studies';
import { loadCompounds } from '../../lib/data/compounds';

/** Asks for a Measured report's data while its code loads, not after; the report takes the same promises. */
export function prefetchReport(fips: string): void {
  loadStudies().catch(() => {});
  loadPm25State(fips).catch(() => {});
  loadCompounds().catch(() => {});
}
