import type { AreaShapes } from './decodeShapes';
import type { Geography } from './geography';
import type { CanvasView, ChoroplethStyle, CountyFills } from './paintCounties';

/**
 * What the page asks of the shapes worker (shapes.worker.ts). The worker keeps several sets of
 * shapes, each under its key (the counties; each county's census tracts), and paints them all on
 * its canvas, in the order they were decoded.
 */
export type ToShapesWorker =
  /** A shapes file's bytes and its geography: the worker decodes them, traces their paths to paint, and answers "decoded". */
  | { type: 'decode'; key: string; bytes: Uint8Array; geography: Geography }
  /** A canvas to paint the choropleth on from now on, in this style; it replaces any earlier one. */
  | { type: 'canvas'; canvas: OffscreenCanvas; style: ChoroplethStyle }
  /** The fills of one set of shapes. */
  | { type: 'fills'; key: string; fills: CountyFills }
  /** Whether one set of shapes is painted (every set is until told otherwise): tracts only at their zoom. */
  | { type: 'visible'; key: string; visible: boolean }
  /** Paint for this view, and answer "painted" with its number. */
  | { type: 'view'; view: CanvasView; seq: number }
  /** The canvas was removed: paint nothing more. */
  | { type: 'release' };

/** What the shapes worker answers. */
export type FromShapesWorker =
  | { type: 'decoded'; key: string; shapes: AreaShapes }
  | { type: 'failed'; key?: string; message: string }
  | { type: 'painted'; seq: number };
