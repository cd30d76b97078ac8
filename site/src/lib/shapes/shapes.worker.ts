/// <reference lib="webworker" />
import { decodeShapes, type AreaShapes } from './decodeShapes';
import { CountyPainter, type CanvasView, type ChoroplethStyle, type CountyFills } from './paintCounties';
import type { FromShapesWorker, ToShapesWorker } from './shapesProtocol';

// Decoding the county shapes and tracing their paths were long tasks on the page's main thread on a
// phone (site/bench/README.md); here they take none of it. The decoded arrays are handed to the page (transferred,
// not copied) for hit-testing once the paths are traced.
declare const self: DedicatedWorkerGlobalScope;

let painter: CountyPainter | null = null;
let canvas: { context: OffscreenCanvasRenderingContext2D; style: ChoroplethStyle } | null = null;
let fills: CountyFills | null = null;
let view: { view: CanvasView; seq: number } | null = null;

const answer = (message: FromShapesWorker, transfer: Transferable[] = []) => self.postMessage(message, transfer);

const buffersOf = (shapes: AreaShapes): ArrayBuffer[] =>
  [shapes.ringPoints, shapes.ringStart, shapes.areaRingStart, shapes.bounds, shapes.arcPoints, shapes.arcStart, shapes.parentBorderArcs].map(
    (array) => array.buffer as ArrayBuffer,
  );

function paint() {
  if (!painter || !canvas || !fills || !view) return;
  const { width, height, ratio } = view.view;
  const target = canvas.context.canvas;
  if (target.width !== Math.round(width * ratio)) target.width = Math.round(width * ratio);
  if (target.height !== Math.round(height * ratio)) target.height = Math.round(height * ratio);
  painter.paint(canvas.context, view.view, canvas.style);
  answer({ type: 'painted', seq: view.seq });
}

self.onmessage = ({ data }: MessageEvent<ToShapesWorker>) => {
  switch (data.type) {
    case 'decode': {
      let shapes: AreaShapes;
      try {
        shapes = decodeShapes(data.bytes, data.geography);
      } catch (error) {
        answer({ type: 'failed', message: String(error) });
        return;
      }
      painter = new CountyPainter(shapes);
      if (fills) painter.setFills(fills);
      answer({ type: 'decoded', shapes }, buffersOf(shapes));
      return paint();
    }
    case 'canvas': {
      const context = data.canvas.getContext('2d');
      canvas = context && { context, style: data.style };
      return paint();
    }
    case 'fills':
      fills = data.fills;
      painter?.setFills(fills);
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
