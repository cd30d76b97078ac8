import type { AreaShapes } from './decodeShapes';
import { everyArc, traceArcs, traceCounties } from './countyPaths';

/** Where the canvas is: its size, and the map's zoom-0 world mapped onto it (x * scale - origin, in CSS pixels). */
export interface CanvasView {
  width: number;
  height: number;
  /** Device pixels per CSS pixel. */
  ratio: number;
  /** CSS pixels per world unit: 2^zoom. */
  scale: number;
  originX: number;
  originY: number;
}

/** A line drawn over the fills: its colour and width in CSS pixels, whatever the zoom. */
interface Stroke {
  color: string;
  weight: number;
}

export interface ChoroplethStyle {
  fillOpacity: number;
  areaBorder: Stroke;
  parentBorder: Stroke;
}

/** The fill of every county: an index into the palette, or NO_FILL for a county the view does not show. */
export interface CountyFills {
  palette: string[];
  colourOf: Uint8Array;
}

export const NO_FILL = 255;

/** The fills of count counties from each one's colour (null: not filled), with each colour once in the palette. */
export function countyFills(count: number, colourOf: (county: number) => string | null): CountyFills {
  const palette: string[] = [];
  const indexOf = new Map<string, number>();
  const fills = new Uint8Array(count).fill(NO_FILL);
  for (let county = 0; county < count; county++) {
    const colour = colourOf(county);
    if (colour === null) continue;
    let index = indexOf.get(colour);
    if (index === undefined) {
      index = palette.push(colour) - 1;
      if (index >= NO_FILL) throw new Error(`a choropleth of more than ${NO_FILL} colours`);
      indexOf.set(colour, index);
    }
    fills[county] = index;
  }
  return { palette, colourOf: fills };
}

/**
 * Paints one set of shapes (the counties, a county's tracts) over what the canvas holds: each
 * area's path traced once from the typed arrays, one path per colour made of them (rebuilt on each
 * new fill), then every border and the parent borders on top. It runs in the shapes worker
 * (shapes.worker.ts), so none of this blocks the page.
 */
export class CountyPainter {
  private readonly countyPaths: Path2D[];
  private readonly borders = new Path2D();
  private readonly parentBorders = new Path2D();
  private fills: { colour: string; path: Path2D }[] = [];

  /** Traces every path; the shapes' arrays are not kept, so they may be handed on afterwards. */
  constructor(shapes: AreaShapes) {
    this.countyPaths = shapes.ids.map((_, county) => {
      const path = new Path2D();
      traceCounties(path, shapes, [county]);
      return path;
    });
    traceArcs(this.borders, shapes, everyArc(shapes));
    traceArcs(this.parentBorders, shapes, shapes.parentBorderArcs);
  }

  setFills({ palette, colourOf }: CountyFills): void {
    const paths = palette.map(() => new Path2D());
    this.countyPaths.forEach((path, county) => {
      const colour = colourOf[county] ?? NO_FILL;
      if (colour !== NO_FILL) paths[colour]?.addPath(path);
    });
    this.fills = palette.map((colour, i) => ({ colour, path: paths[i]! }));
  }

  paint(context: OffscreenCanvasRenderingContext2D, view: CanvasView, style: ChoroplethStyle): void {
    const { ratio, scale } = view;
    context.setTransform(ratio * scale, 0, 0, ratio * scale, -ratio * view.originX, -ratio * view.originY);
    context.globalAlpha = style.fillOpacity;
    for (const { colour, path } of this.fills) {
      context.fillStyle = colour;
      context.fill(path, 'evenodd');
    }
    context.globalAlpha = 1;
    context.lineJoin = 'round';
    for (const [path, stroke] of [
      [this.borders, style.areaBorder],
      [this.parentBorders, style.parentBorder],
    ] as const) {
      context.strokeStyle = stroke.color;
      context.lineWidth = stroke.weight / scale;
      context.stroke(path);
    }
  }
}
