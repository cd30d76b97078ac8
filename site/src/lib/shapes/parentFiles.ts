import { fetchOk } from '../api';
import type { AreaShapes } from './decodeShapes';
import type { Geography } from './geography';
import { decodeInWorker, type ShapesWorker } from './loadShapes';
import { gunzipShapes } from './shapesRequest';

/** A box of the map's zoom-0 world units: west, north, east, south (minimum x, minimum y, maximum x, maximum y). */
export type WorldBox = readonly [number, number, number, number];

/**
 * The areas of a geography kept in one file per parent (census tracts, a file per county): each
 * file is fetched and decoded by the shapes worker the first time it is asked for, and the worker
 * paints every file it holds, under the key `<geography>/<parent>` (the key its fills are sent
 * under). A file that failed is asked for again next time.
 */
export function parentFiles(geography: Geography, worker: ShapesWorker): (parent: string) => Promise<AreaShapes> {
  const files = new Map<string, Promise<AreaShapes>>();
  return (parent) => {
    let file = files.get(parent);
    if (!file) {
      file = fetchOk(geography.shapesPath + parent)
        .then((response) => response.arrayBuffer())
        .then((buffer) => gunzipShapes(new Uint8Array(buffer)))
        .then((bytes) => decodeInWorker(worker, parentFileKey(geography, parent), bytes, geography));
      file.catch(() => files.delete(parent));
      files.set(parent, file);
    }
    return file;
  };
}

export const parentFileKey = (geography: Geography, parent: string): string => `${geography.id}/${parent}`;

/** The parents with a file whose outline's box meets the view's box, in the parents' order. */
export function parentsInView(parents: AreaShapes, withFiles: ReadonlySet<string>, [west, north, east, south]: WorldBox): string[] {
  const inView: string[] = [];
  parents.ids.forEach((id, area) => {
    if (!withFiles.has(id)) return;
    const b = area * 4;
    if (parents.bounds[b]! <= east && parents.bounds[b + 2]! >= west && parents.bounds[b + 1]! <= south && parents.bounds[b + 3]! >= north) inView.push(id);
  });
  return inView;
}
