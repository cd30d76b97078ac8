import { loadTractFigures, type Tract, type TractFigures } from '../../../lib/tracts/tractFigures';
import { hasTracts } from '../../../lib/tracts/tractState';
import type { ZipCounty } from '../data/zipData';

/** The tracts CalEnviroScreen 4.0 gives a ZIP (each tract has one: the ZIP of its point), in the files' order. */
export const tractsOfZip = (files: readonly TractFigures[], zip: string): Tract[] => files.flatMap((f) => f.tracts.filter((t) => t.zip === zip));

/**
 * The census tracts of a ZIP, from the tract figures of its counties that have tracts (the files a
 * tract's card reads); [] for a ZIP of no such county, or when the figures could not be fetched.
 */
export async function loadZipTracts(zip: string, counties: readonly ZipCounty[]): Promise<Tract[]> {
  const withTracts = counties.filter((c) => hasTracts(c.fips));
  if (withTracts.length === 0) return [];
  try {
    return tractsOfZip(await Promise.all(withTracts.map((c) => loadTractFigures(c.fips))), zip);
  } catch {
    return [];
  }
}
