import { areaLocators, type AreaLocator } from '../../../lib/shapes/areaLocator';
import { TRACT } from '../../../lib/shapes/geographies';
import { shapesWorker } from '../../../lib/shapes/loadShapes';
import { parentFiles } from '../../../lib/shapes/parentFiles';
import { countyOfTract, loadTractFigures, type Tract, type TractFigures } from '../../../lib/tracts/tractFigures';
import { hasTracts } from '../../../lib/tracts/tractState';
import type { ZipCounty } from '../data/zipData';

/** A county's census tracts' outlines: the map's files, decoded by its worker (each fetched once); rejects where no worker starts. */
const tractOutlines = async (county: string) => parentFiles(TRACT, shapesWorker())(county);

/** The tracts CalEnviroScreen 4.0 gives a ZIP (each tract has one: the ZIP of its point), in the files' order. */
export const tractsOfZip = (files: readonly TractFigures[], zip: string): Tract[] => files.flatMap((f) => f.tracts.filter((t) => t.zip === zip));

/**
 * The census tracts of a ZIP, from the tract figures of its counties that have tracts (the files a
 * tract's card reads); [] for a ZIP of no such county, or when the figures could not be fetched.
 */
export async function loadZipTracts(zip: string, counties: readonly ZipCounty[]): Promise<Tract[]> {
  const withTracts = counties.filter((c) => hasTracts(c.fips));
  if (withTracts.length === 0) return [];
  // Asked for beside the figures, for zipTractLocators; the map draws them once it shows the tracts.
  for (const county of withTracts) tractOutlines(county.fips).catch(() => {});
  try {
    return tractsOfZip(await Promise.all(withTracts.map((c) => loadTractFigures(c.fips))), zip);
  } catch {
    return [];
  }
}

/**
 * Each of a ZIP's census tracts pictured among the others (areaLocators), by GEOID; empty when an
 * outline file cannot be fetched, and without a tract its county's file does not hold.
 */
export async function zipTractLocators(tracts: readonly Tract[]): Promise<ReadonlyMap<string, AreaLocator>> {
  try {
    const files = await Promise.all(tracts.map((t) => tractOutlines(countyOfTract(t.id))));
    const group = tracts.flatMap((tract, i) => {
      const area = files[i]!.ids.indexOf(tract.id);
      return area < 0 ? [] : [{ id: tract.id, shapes: files[i]!, area }];
    });
    const locators = areaLocators(group);
    return new Map(group.map((g, i) => [g.id, locators[i]!]));
  } catch {
    return new Map();
  }
}
