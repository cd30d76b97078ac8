import { indexCounties, type CountyIndex } from './countyIndex';
import { decodeShapes, type CountyShapes } from './decodeShapes';
import { requestShapeBytes } from './shapesRequest';

export interface LoadedShapes {
  shapes: CountyShapes;
  index: CountyIndex;
}

let loaded: Promise<LoadedShapes> | null = null;

/** The county outlines, decoded and indexed once for the page's life (the map and "Use my location" share them). */
export function loadCountyShapes(): Promise<LoadedShapes> {
  if (!loaded) {
    const started = requestShapeBytes().then((bytes) => {
      const shapes = decodeShapes(bytes);
      return { shapes, index: indexCounties(shapes) };
    });
    loaded = started;
    started.catch(() => loaded === started && (loaded = null));
  }
  return loaded;
}
