import { createHash } from 'node:crypto';
import { Canvas, CircleMarker, version } from 'leaflet';
import { lockedVersion } from '../../test/lockedVersion';

/**
 * SpriteCanvas (spriteCanvas.ts) and resizeBounds extend Leaflet 1.9's canvas renderer through
 * members that are not part of its API, and were checked against CHECKED_AGAINST. package.json pins
 * Leaflet's exact version; this test names the member that moved if an upgrade changes one, before a
 * blank or broken map does. Whether the renderer is still worth it: site/bench/README.md, "Speed tricks".
 */
const CHECKED_AGAINST = '1.9.4';
const canvasSource = (method: string) => String((Canvas.prototype as unknown as Record<string, unknown>)[method]);
const markerSource = (method: string) => String((CircleMarker.prototype as unknown as Record<string, unknown>)[method]);

describe('the Leaflet internals the marker renderer relies on', () => {
  it('is the Leaflet SpriteCanvas was checked against', () => {
    const upgraded = `SpriteCanvas was checked against Leaflet ${CHECKED_AGAINST}: re-check the members below and the bench (npm run bench:tricks), then CHECKED_AGAINST`;
    expect(lockedVersion('leaflet'), `package-lock.json: ${upgraded}`).toBe(CHECKED_AGAINST);
    expect(version, `node_modules: ${upgraded}`).toBe(CHECKED_AGAINST);
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
    ['_map', () => canvasSource('_update'), 'this._map._animatingZoom'],
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

  it.each([
    // [owner, method, why SpriteCanvas depends on its exact code, fingerprint of Leaflet 1.9.4's code]
    ['Canvas', '_draw', 'SpriteCanvas._draw is a copy of it with sprites', '5394fdce4a9a6556'],
    ['Canvas', '_updateCircle', 'sprites copy its arc: radius rounded, at least 1 px, _radiusY', 'de03045e820caddb'],
    ['Canvas', '_fillStroke', 'sprites are filled and stroked by it', 'd3644cd4c4624448'],
    ['Canvas', '_redraw', 'a restyle clears _redrawBounds to repaint everything', '2640450305dc9692'],
    ['Canvas', '_clear', 'no _redrawBounds clears the whole canvas', '9df318ca247292f6'],
    ['Canvas', '_updateStyle', 'SpriteCanvas._updateStyle calls it', '90bb24e261fb951b'],
    ['CircleMarker', '_updateBounds', 'resizeBounds is a copy of it', '3a36d0f8c233cf4d'],
  ] as const)('%s.prototype.%s is the code SpriteCanvas was written against (%s)', (owner, method, why, fingerprint) => {
    const source = owner === 'Canvas' ? canvasSource(method) : markerSource(method);
    const code = createHash('sha256').update(source.replace(/\s+/g, ' ')).digest('hex').slice(0, 16);
    expect(code, `Leaflet's ${owner}.prototype.${method} changed, and ${why}: port the change to spriteCanvas.ts`).toBe(fingerprint);
  });
});
