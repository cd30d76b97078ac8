import { fetchOk } from '../data/api';
import type { AreaShapes } from './decodeShapes';
import type { Geography } from './geography';
import { decodeInWorker, type ShapesWorker } from './loadShapes';
import { gunzipShapes } from './shapesRequest';

type ParentFiles = (parent: string) => Promise<AreaShapes>;

/** The loaders made so far, by worker and geography id. */
const loaders = new WeakMap<ShapesWorker, Map<string, ParentFiles>>();

/**
 * The areas of a geography kept in one file per parent (census tracts, a file per county): each
 * file is fetched and decoded by the shapes worker the first time it is asked for, and the worker
 * paints every file it holds, under the key `<geography>/<parent>` (the key its fills are sent
 * under). One loader per worker and geography, so the map's tracts and "Use my location" share the
 * files the worker holds. A file that failed is asked for again next time.
 */
export function parentFiles(geography: Geography, worker: ShapesWorker): ParentFiles {
  let byGeography = loaders.get(worker);
  if (!byGeography) loaders.set(worker, (byGeography = new Map()));
  let load = byGeography.get(geography.id);
  if (!load) byGeography.set(geography.id, (load = fileLoader(geography, worker)));
  return load;
}

function fileLoader(geography: Geography, worker: ShapesWorker): ParentFiles {
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
