/// <reference lib="webworker" />
import { decodeShapes, type AreaShapes } from './decodeShapes';
import { CountyPainter, type CanvasView, type ChoroplethStyle, type CountyFills } from './paintCounties';
import type { FromShapesWorker, ToShapesWorker } from './shapesProtocol';

// Decoding the county shapes and tracing their paths were long tasks on the page's main thread on a
// phone (site/bench/README.md); here they take none of it. The decoded arrays are handed to the page (transferred,
// not copied) for hit-testing once the paths are traced.
declare const self: DedicatedWorkerGlobalScope;

/** Each set of shapes decoded, by its key, in the order they are painted. */
const painters = new Map<string, CountyPainter>();
/** The keys of the sets not painted now. */
const hidden = new Set<string>();
/** Fills that came before their shapes. */
const fills = new Map<string, CountyFills>();
let canvas: { context: OffscreenCanvasRenderingContext2D; style: ChoroplethStyle } | null = null;
let view: { view: CanvasView; seq: number } | null = null;

const answer = (message: FromShapesWorker, transfer: Transferable[] = []) => self.postMessage(message, transfer);

const buffersOf = (shapes: AreaShapes): ArrayBuffer[] =>
  [shapes.ringPoints, shapes.ringStart, shapes.areaRingStart, shapes.bounds, shapes.arcPoints, shapes.arcStart, shapes.parentBorderArcs].map(
    (array) => array.buffer as ArrayBuffer,
  );

function paint() {
  if (painters.size === 0 || !canvas || fills.size === 0 || !view) return;
  const { width, height, ratio } = view.view;
  const { context, style } = canvas;
  if (context.canvas.width !== Math.round(width * ratio)) context.canvas.width = Math.round(width * ratio);
  if (context.canvas.height !== Math.round(height * ratio)) context.canvas.height = Math.round(height * ratio);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, context.canvas.width, context.canvas.height);
  for (const [key, painter] of painters) if (!hidden.has(key)) painter.paint(context, view.view, style);
  answer({ type: 'painted', seq: view.seq });
}

self.onmessage = ({ data }: MessageEvent<ToShapesWorker>) => {
  switch (data.type) {
    case 'decode': {
      let shapes: AreaShapes;
      try {
        shapes = decodeShapes(data.bytes, data.geography);
      } catch (error) {
        answer({ type: 'failed', key: data.key, message: String(error) });
        return;
      }
      const painter = new CountyPainter(shapes);
      const waiting = fills.get(data.key);
      if (waiting) painter.setFills(waiting);
      painters.set(data.key, painter);
      answer({ type: 'decoded', key: data.key, shapes }, buffersOf(shapes));
      return paint();
    }
    case 'canvas': {
      const context = data.canvas.getContext('2d');
      canvas = context && { context, style: data.style };
      return paint();
    }
    case 'fills':
      fills.set(data.key, data.fills);
      painters.get(data.key)?.setFills(data.fills);
      return paint();
    case 'visible':
      if (data.visible) hidden.delete(data.key);
      else hidden.add(data.key);
      return paint();
    case 'view':
      view = data;
      return paint();
    case 'release':
      canvas = null;
      view = null;
      return;
  }
};
