import type { LatLng, Map as LeafletMap } from 'leaflet';

/** An area a drawing offers the keyboard: its id and the point on the map where its hover card opens. */
export interface KeyboardArea {
  id: string;
  latLng: LatLng;
}

/** What a drawing of areas (the Demo's markers, the county shapes, the census tracts) gives the map's keyboard path. */
export interface AreaSource {
  /** The areas it draws now that the keyboard can step to. */
  areas: () => readonly KeyboardArea[];
  /** Shows the area as the pointer's hover does, outlined and with its hover card; null hides it. */
  show: (id: string | null) => void;
  /** What a screen reader hears for the area: its hover card's name, state and band. */
  label: (id: string) => string;
  /** Opens the area's card, as a click does, and gives it focus. */
  open: (id: string) => void;
}

const offered = new WeakMap<LeafletMap, Set<AreaSource>>();

/** Offers a drawing's areas to the map's keyboard path (MapKeyboard) until the returned function is called. */
export function offerAreas(map: LeafletMap, source: AreaSource): () => void {
  let sources = offered.get(map);
  if (!sources) offered.set(map, (sources = new Set()));
  sources.add(source);
  return () => void sources.delete(source);
}

/** The drawings whose areas the map offers now. */
export const areaSources = (map: LeafletMap): readonly AreaSource[] => [...(offered.get(map) ?? [])];
