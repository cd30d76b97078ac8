import type { AreaShapes } from './decodeShapes';

/** A box of the map's zoom-0 world units: west, north, east, south (minimum x, minimum y, maximum x, maximum y). */
export type WorldBox = readonly [number, number, number, number];

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
