import { Canvas, CircleMarker, Util, type Bounds, type CircleMarkerOptions, type Point } from 'leaflet';
import { drawnRadius, spriteKey, spritePad, spriteSize, splitCoordinate, SUBPIXEL_STEPS, type SpriteStyle } from './markerSprite';

/** The parts of Leaflet's canvas renderer and circle marker this file relies on (not in @types/leaflet). */
interface CanvasInternals {
  _ctx: CanvasRenderingContext2D;
  _drawing: boolean;
  _redrawBounds: Bounds | null;
  _drawFirst: { layer: CircleMarkerInternals; next: CanvasInternals['_drawFirst'] } | null;
  _spriteMatrix: DOMMatrix | null;
  _sheets: Map<string, SpriteSheet>;
  /** Looks drawn as plain arcs in this repaint for want of a sprite, by sprite key. */
  _unsprited: Map<string, SpriteStyle>;
  _fullRedraw: boolean;
  _redrawRequest: number | null;
  _redraw: () => void;
  warm: SpriteCanvasRenderer['warm'];
  _fillStroke: (ctx: CanvasRenderingContext2D, layer: CircleMarkerInternals) => void;
}

interface CircleMarkerInternals extends CircleMarker {
  _point: Point;
  _radius: number;
  _radiusY?: number;
  /** spriteKey(options, _spriteScale), kept until the style changes. */
  _spriteKey?: string;
  _spriteScale?: number;
  _pxBounds?: Bounds;
  _empty: () => boolean;
  _clickTolerance: () => number;
  _updateBounds: () => void;
  _updatePath: () => void;
  options: CircleMarker['options'] & SpriteStyle & { _dashArray?: number[] };
}

/** Sprites for one look: a SUBPIXEL_STEPS x SUBPIXEL_STEPS grid, one cell per sub-pixel centre. */
interface SpriteSheet {
  canvas: HTMLCanvasElement;
  pad: number;
  size: number;
}

const MAX_SHEETS = 256;
const base = Canvas.prototype as unknown as CanvasInternals & {
  initialize: (options?: unknown) => void;
  _redraw: () => void;
  _updateCircle: (layer: CircleMarkerInternals) => void;
  _updateStyle: (layer: CircleMarkerInternals) => void;
};

/** The marker's sprite key, built once per style and scale rather than on every repaint. */
function markerSpriteKey(layer: CircleMarkerInternals, scale: number): string {
  if (layer._spriteKey === undefined || layer._spriteScale !== scale) {
    layer._spriteKey = spriteKey(layer.options, scale);
    layer._spriteScale = scale;
  }
  return layer._spriteKey;
}

/**
 * Leaflet's CircleMarker._updateBounds, resizing the marker's bounds in place instead of allocating
 * five objects: a restyle of thousands of markers otherwise spends more time collecting them than
 * computing the bounds.
 */
export function resizeBounds(layer: CircleMarkerInternals): void {
  const bounds = layer._pxBounds;
  if (!bounds?.min || !bounds.max) return layer._updateBounds();
  const tolerance = layer._clickTolerance();
  const rx = layer._radius + tolerance;
  const ry = (layer._radiusY || layer._radius) + tolerance;
  const p = layer._point;
  bounds.min.x = p.x - rx;
  bounds.min.y = p.y - ry;
  bounds.max.x = p.x + rx;
  bounds.max.y = p.y + ry;
}

/** The public face of SpriteCanvas: a Leaflet canvas renderer plus two batch helpers. */
export interface SpriteCanvasRenderer extends Canvas {
  /** Like marker.setStyle(style) on each pair, with one full redraw instead of one redraw region per marker. */
  restyle(entries: Iterable<readonly [CircleMarker, SpriteStyle]>): void;
  /**
   * Pre-renders the sprites for these looks in idle time, a few milliseconds at a time, so no
   * repaint waits on them. The looks are listed in idle time too, as they are rendered.
   */
  warm(styles: () => Iterator<SpriteStyle>): void;
}

const idle = (callback: (deadline?: IdleDeadline) => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, { timeout: 500 }) : setTimeout(callback, 16);
/** Time an idle callback leaves for the browser's own work before its deadline. */
const IDLE_MARGIN_MS = 3;
/**
 * The longest an idle callback renders for, whatever its deadline: an idle period can be 50 ms, and
 * a click that arrives meanwhile waits for the callback to end (Lighthouse counted these as long tasks).
 */
const IDLE_SLICE_MS = 8;
/** Sprites per callback where there is no idle deadline to go by (no requestIdleCallback). */
const SHEETS_PER_TIMEOUT = 4;

function sheetFor(renderer: CanvasInternals, layer: CircleMarkerInternals, scale: number): SpriteSheet {
  const key = spriteKey(layer.options, scale);
  let sheet = renderer._sheets.get(key);
  if (!sheet) {
    if (renderer._sheets.size >= MAX_SHEETS) renderer._sheets.clear();
    sheet = renderSheet(renderer, layer, scale);
    renderer._sheets.set(key, sheet);
  }
  return sheet;
}

function renderSheet(renderer: CanvasInternals, layer: CircleMarkerInternals, scale: number): SpriteSheet {
  const pad = spritePad(layer.options, scale);
  const size = spriteSize(pad);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size * SUBPIXEL_STEPS;
  const ctx = canvas.getContext('2d')!;
  const r = drawnRadius(layer._radius);
  for (let sy = 0; sy < SUBPIXEL_STEPS; sy++) {
    for (let sx = 0; sx < SUBPIXEL_STEPS; sx++) {
      // The same arc and the same fill-then-stroke calls (Leaflet's own _fillStroke) as an unsprited
      // marker; source-over is associative, so blitting the result composites identically.
      ctx.setTransform(scale, 0, 0, scale, sx * size + pad + sx / SUBPIXEL_STEPS, sy * size + pad + sy / SUBPIXEL_STEPS);
      ctx.beginPath();
      ctx.arc(0, 0, r, 0, Math.PI * 2, false);
      renderer._fillStroke.call(renderer, ctx, layer);
    }
  }
  return { canvas, pad, size };
}

/**
 * Leaflet's canvas renderer, except that circle markers are blitted from cached pre-rendered sprites
 * (drawImage at whole device pixels, the sprite picked for the nearest 1/4 px centre) instead of an
 * antialiased arc fill and stroke each, which is most of a repaint's cost in a software-rastered
 * canvas. Bounds, padding, redraw regions and hit testing are Leaflet's, untouched. It leans on
 * Leaflet's private members, pinned to the locked Leaflet by leafletInternals.test.ts; whether it
 * still pays for that against Leaflet's own renderer: site/bench/README.md, "Speed tricks".
 */
export const SpriteCanvas = Canvas.extend({
  initialize(this: CanvasInternals, options?: unknown) {
    base.initialize.call(this, options);
    this._sheets = new Map();
    this._unsprited = new Map();
    this._fullRedraw = false;
  },

  restyle(this: CanvasInternals, entries: Iterable<readonly [CircleMarkerInternals, SpriteStyle]>) {
    for (const [marker, style] of entries) {
      Util.setOptions(marker, style);
      marker._spriteKey = undefined;
      marker._radius = style.radius;
      if (marker._point) resizeBounds(marker);
    }
    if (!(this as unknown as { _map?: unknown })._map) return;
    this._fullRedraw = true;
    this._redrawRequest ||= Util.requestAnimFrame(this._redraw, this);
  },

  warm(this: CanvasInternals, styles: () => Iterator<SpriteStyle>) {
    let pending: Iterator<SpriteStyle> | undefined;
    const step = (deadline?: IdleDeadline) => {
      if (!this._ctx) return;
      pending ??= styles();
      const scale = this._ctx.getTransform().a;
      const scratch = document.createElement('canvas').getContext('2d')!;
      const started = performance.now();
      const roomFor = (rendered: number) =>
        deadline
          ? rendered === 0 || (deadline.timeRemaining() > IDLE_MARGIN_MS && performance.now() - started < IDLE_SLICE_MS)
          : rendered < SHEETS_PER_TIMEOUT;
      for (let rendered = 0; roomFor(rendered); rendered++) {
        const next = pending.next();
        if (next.done) return;
        const sheet = sheetFor(this, new CircleMarker([0, 0], next.value as CircleMarkerOptions) as CircleMarkerInternals, scale);
        scratch.drawImage(sheet.canvas, 0, 0, 1, 1, 0, 0, 1, 1); // takes the sheet's snapshot now, not in a repaint
      }
      idle(step);
    };
    idle(step);
  },

  _redraw(this: CanvasInternals) {
    // A batch restyle repaints everything, whatever smaller regions were asked for since.
    if (this._fullRedraw) {
      this._fullRedraw = false;
      this._redrawBounds = null;
    }
    base._redraw.call(this);
  },

  // Leaflet's setStyle path.
  _updateStyle(this: CanvasInternals, layer: CircleMarkerInternals) {
    layer._spriteKey = undefined;
    base._updateStyle.call(this, layer);
  },

  _draw(this: CanvasInternals) {
    const ctx = this._ctx;
    const bounds = this._redrawBounds;
    ctx.save();
    if (bounds) {
      const size = bounds.getSize();
      ctx.beginPath();
      ctx.rect(bounds.min!.x, bounds.min!.y, size.x, size.y);
      ctx.clip();
    }
    // Sprites are placed in device pixels, so only a plain scale + translate canvas is sprited.
    const m = ctx.getTransform();
    this._spriteMatrix = m.b === 0 && m.c === 0 && m.a === m.d && m.a > 0 ? m : null;
    if (this._spriteMatrix) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.globalAlpha = 1;
      ctx.imageSmoothingEnabled = false;
    }
    this._drawing = true;
    for (let order = this._drawFirst; order; order = order.next) {
      const layer = order.layer;
      if (!bounds || (layer._pxBounds && layer._pxBounds.intersects(bounds))) layer._updatePath();
    }
    this._drawing = false;
    this._spriteMatrix = null;
    ctx.restore();
    if (this._unsprited.size) {
      const looks = [...this._unsprited.values()];
      this.warm(() => looks.values());
      this._unsprited.clear();
    }
  },

  _updateCircle(this: CanvasInternals, layer: CircleMarkerInternals) {
    if (!this._drawing || layer._empty()) return;
    const m = this._spriteMatrix;
    const r = drawnRadius(layer._radius);
    const spritable = m && !layer.options._dashArray?.length && (layer._radiusY === undefined || drawnRadius(layer._radiusY) === r);
    const key = spritable ? markerSpriteKey(layer, m.a) : '';
    const sheet = spritable ? this._sheets.get(key) : undefined;
    if (!m || !sheet) {
      // A look with no sprite yet is drawn as Leaflet's arc this time, and its sprite rendered in idle
      // time: rendering sprites would cost the first paint more than the arcs they replace.
      if (spritable) this._unsprited.set(key, layer.options);
      if (m) {
        this._ctx.save();
        this._ctx.setTransform(m);
      }
      base._updateCircle.call(this, layer);
      if (m) this._ctx.restore();
      return;
    }
    const { canvas, pad, size } = sheet;
    const p = layer._point;
    const x = splitCoordinate(m.a * p.x + m.e);
    const y = splitCoordinate(m.d * p.y + m.f);
    this._ctx.drawImage(canvas, x.step * size, y.step * size, size, size, x.pixel - pad, y.pixel - pad, size, size);
  },
}) as unknown as new (options?: { padding?: number; tolerance?: number; pane?: string }) => SpriteCanvasRenderer;
