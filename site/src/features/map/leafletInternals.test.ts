import { Canvas, CircleMarker, version } from 'leaflet';

/**
 * SpriteCanvas (spriteCanvas.ts) and resizeBounds extend Leaflet 1.9's canvas renderer through
 * members that are not part of its API. package.json pins Leaflet's exact version; this test names
 * the member that moved if an upgrade changes one, before a blank or broken map does.
 */
const canvasSource = (method: string) => String((Canvas.prototype as unknown as Record<string, unknown>)[method]);
const markerSource = (method: string) => String((CircleMarker.prototype as unknown as Record<string, unknown>)[method]);

describe('the Leaflet internals the marker renderer relies on', () => {
  it('is the pinned Leaflet', () => {
    expect(version).toBe('1.9.4');
  });

  it.each([
    // [owner, method, arity]: methods SpriteCanvas overrides or calls.
    ['Canvas', 'initialize', 1],
    ['Canvas', '_redraw', 0],
    ['Canvas', '_draw', 0],
    ['Canvas', '_updateCircle', 1],
    ['Canvas', '_updateStyle', 1],
    ['Canvas', '_fillStroke', 2],
    ['CircleMarker', '_updateBounds', 0],
    ['CircleMarker', '_updatePath', 0],
    ['CircleMarker', '_empty', 0],
    ['CircleMarker', '_clickTolerance', 0],
  ] as const)('%s.prototype.%s is a method taking %i arguments', (owner, method, arity) => {
    const prototype = (owner === 'Canvas' ? Canvas.prototype : CircleMarker.prototype) as unknown as Record<string, unknown>;
    expect(typeof prototype[method], `${owner}.prototype.${method}`).toBe('function');
    expect((prototype[method] as (...args: unknown[]) => unknown).length, `${owner}.prototype.${method} arity`).toBe(arity);
  });

  it.each([
    // [field, the Leaflet method that reads or writes it the way SpriteCanvas does]
    ['_ctx', () => canvasSource('_initContainer'), "this._ctx = container.getContext('2d')"],
    ['_drawing', () => canvasSource('_draw'), 'this._drawing = true'],
    ['_drawFirst', () => canvasSource('_draw'), 'this._drawFirst'],
    ['_redrawBounds', () => canvasSource('_extendRedrawBounds'), 'this._redrawBounds.extend(layer._pxBounds.min'],
    ['_redrawRequest', () => canvasSource('_requestRedraw'), 'this._redrawRequest = this._redrawRequest || requestAnimFrame(this._redraw, this)'],
    ['_point', () => markerSource('_updateBounds'), 'this._point'],
    ['_radius', () => markerSource('_updateBounds'), 'this._radius'],
    ['_radiusY', () => markerSource('_updateBounds'), 'this._radiusY'],
    ['_pxBounds', () => markerSource('_updateBounds'), 'this._pxBounds = new Bounds('],
    ['_dashArray', () => canvasSource('_updateDashArray'), 'layer.options._dashArray'],
  ] as const)('%s is still used as SpriteCanvas expects', (field, source, expected) => {
    expect(source(), `${field}: Leaflet's code changed where SpriteCanvas relies on it`).toContain(expected);
  });
});
