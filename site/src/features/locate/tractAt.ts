import { indexAreas } from '../../lib/shapes/areaIndex';
import { TRACT } from '../../lib/shapes/geographies';
import type { ShapesWorker } from '../../lib/shapes/loadShapes';
import { parentFiles } from '../../lib/shapes/parentFiles';
import { loadTractFigures, type Tract } from '../../lib/tracts/tractFigures';

/**
 * The census tract of a county holding a point: point in polygon on the county's tract outlines,
 * decoded by the worker that paints them (shared with the map), with the tract's figures (the card's).
 * Null for a point on no tract of the county (a river, a lake); rejects when either file cannot be fetched.
 */
export async function tractAt(worker: ShapesWorker, county: string, latitude: number, longitude: number): Promise<Tract | null> {
  const [shapes, figures] = await Promise.all([parentFiles(TRACT, worker)(county), loadTractFigures(county)]);
  const area = indexAreas(shapes).areaAtLatLng(latitude, longitude);
  return area === null ? null : (figures.byId.get(shapes.ids[area]!) ?? null);
}
