import { indexAreas, type AreaIndex } from './areaIndex';
import type { AreaShapes } from './decodeShapes';
import { COUNTY } from './geographies';
import { type Geography } from './geography';
import type { FromShapesWorker, ToShapesWorker } from './shapesProtocol';
import { onceUntilFailure } from '../data/onceUntilFailure';
import { requestShapeBytes } from './shapesRequest';

export interface LoadedShapes {
  shapes: AreaShapes;
  index: AreaIndex;
  /** The worker that decoded them and paints them (ChoroplethCanvas). */
  worker: ShapesWorker;
}

/** The shapes worker's two directions, typed. */
export interface ShapesWorker {
  post: (message: ToShapesWorker, transfer?: Transferable[]) => void;
  /** Calls listener with each answer until the returned function is called. */
  listen: (listener: (message: FromShapesWorker) => void) => () => void;
}

function startWorker(): ShapesWorker {
  const worker = new Worker(new URL('./shapes.worker.ts', import.meta.url), { type: 'module', name: 'county shapes' });
  return {
    post: (message, transfer = []) => worker.postMessage(message, transfer),
    listen: (listener) => {
      const onMessage = ({ data }: MessageEvent<FromShapesWorker>) => listener(data);
      // The worker's script could not load or run (offline, a newer deploy): said like its own failures.
      const onError = (event: ErrorEvent) => listener({ type: 'failed', message: event.message || 'the shapes worker did not start' });
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError);
      return () => {
        worker.removeEventListener('message', onMessage);
        worker.removeEventListener('error', onError);
      };
    },
  };
}

/**
 * Has the worker decode a shapes file of the geography and keep it under key to paint; resolves
 * with the decoded arrays (the worker's copies are handed over, not copied back).
 */
export function decodeInWorker(worker: ShapesWorker, key: string, bytes: Uint8Array, geography: Geography): Promise<AreaShapes> {
  return new Promise((resolve, reject) => {
    const stop = worker.listen((message) => {
      if (message.type === 'painted' || (message.key !== undefined && message.key !== key)) return;
      stop();
      if (message.type === 'decoded') resolve(message.shapes);
      else reject(new Error(message.message));
    });
    // A copy, not a transfer: the fetched bytes stay usable for another try.
    worker.post({ type: 'decode', key, bytes, geography });
  });
}

let worker: ShapesWorker | null = null;

/** The shapes worker, started on first use; the one the county shapes are painted by. */
export const shapesWorker = (): ShapesWorker => (worker ??= startWorker());

async function fetchDecodeAndIndex(): Promise<LoadedShapes> {
  // Started before the bytes arrive, the worker's script loads beside them.
  const decoder = shapesWorker();
  try {
    const shapes = await decodeInWorker(decoder, COUNTY.id, await requestShapeBytes(), COUNTY);
    return { shapes, index: indexAreas(shapes), worker: decoder };
  } catch (error) {
    // A worker that failed is not asked again: the next try starts a new one.
    if (worker === decoder) worker = null;
    throw error;
  }
}

/**
 * The county outlines, decoded once for the page's life in a worker and indexed here (the map and
 * "Use my location" share them). A failure is forgotten so the next call tries again.
 */
export const loadCountyShapes: () => Promise<LoadedShapes> = onceUntilFailure(fetchDecodeAndIndex);
