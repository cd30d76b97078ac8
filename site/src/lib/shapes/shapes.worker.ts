/// <reference lib="webworker" />
import { decodeShapes, type CountyShapes } from './decodeShapes';
import { CountyPainter, type CanvasView, type CountyFills } from './paintCounties';
import type { FromShapesWorker, ToShapesWorker } from './shapesProtocol';

// Decoding the county shapes and painting them took the page's main thread 600 ms and more on a
// phone; here they take none of it. The page keeps the decoded arrays for hit-testing.
declare const self: DedicatedWorkerGlobalScope;

let shapes: CountyShapes | null = null;
let painter: CountyPainter | null = null;
let context: OffscreenCanvasRenderingContext2D | null = null;
let fills: CountyFills | null = null;
let view: { view: CanvasView; seq: number } | null = null;

const answer = (message: FromShapesWorker) => self.postMessage(message);

function paint() {
  if (!painter || !context || !fills || !view) return;
  const { width, height, ratio } = view.view;
  const canvas = context.canvas;
  if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
  if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
  painter.paint(context, view.view);
  answer({ type: 'painted', seq: view.seq });
}

self.onmessage = ({ data }: MessageEvent<ToShapesWorker>) => {
  switch (data.type) {
    case 'decode':
      try {
        shapes = decodeShapes(data.bytes);
        answer({ type: 'decoded', shapes });
      } catch (error) {
        answer({ type: 'failed', message: String(error) });
      }
      return;
    case 'canvas':
      if (!shapes) return;
      context = data.canvas.getContext('2d');
      painter ??= new CountyPainter(shapes, data.style);
      if (fills) painter.setFills(fills);
      return paint();
    case 'fills':
      fills = data.fills;
      painter?.setFills(fills);
      return paint();
    case 'view':
      view = data;
      return paint();
    case 'release':
      context = null;
      view = null;
      return;
  }
};
