import type { GeometryCollection, Topology } from 'topojson-specification';
import shapesUrl from 'virtual:county-shapes-url';
import { fetchJson } from '../../../lib/api';
import { decodeShapes, type DecodedShapes } from './decodeShapes';

let shapes: Promise<DecodedShapes> | null = null;

/**
 * The county outlines, fetched the first time the Measured view is shown and kept for the page's
 * life, as the other API answers are. A failed fetch is forgotten so the next switch tries again.
 */
export function loadCountyShapes(): Promise<DecodedShapes> {
  if (!shapes) {
    shapes = fetchJson(shapesUrl).then((topology) => decodeShapes(topology as Topology<{ counties: GeometryCollection }>));
    shapes.catch(() => (shapes = null));
  }
  return shapes;
}
