import type { ComponentType } from 'react';

let loaded: ComponentType | null = null;
let loading: Promise<ComponentType> | undefined;

/** The map chunk, requested once; hydrate.tsx starts it before React renders. */
export function loadMapView(): Promise<ComponentType> {
  loading ??= import('../features/map/MapView').then((module) => (loaded = module.default));
  return loading;
}

/** The map component if its chunk has arrived, else null. */
export function loadedMapView(): ComponentType | null {
  return loaded;
}
