import { circleMarker, point, type CircleMarker, type CircleMarkerOptions } from 'leaflet';
import { resizeBounds } from './spriteCanvas';

type Internals = Parameters<typeof resizeBounds>[0];

/** A circle marker as a canvas renderer holds it: projected, with its bounds computed once. */
function projected(options: CircleMarkerOptions, tolerance: number): Internals {
  const marker = circleMarker([0, 0], options) as CircleMarker as Internals;
  Object.assign(marker, { _renderer: { options: { tolerance } }, _point: point(120.5, 48.25), _radius: options.radius });
  marker._updateBounds();
  return marker;
}

describe('resizeBounds', () => {
  it.each([
    ['a larger radius', { radius: 8, weight: 2 }, 12, 0],
    ['a smaller radius', { radius: 12, weight: 2 }, 8.5, 0],
    ['no outline', { radius: 8, weight: 2, stroke: false }, 10, 0],
    ['a click tolerance', { radius: 8, weight: 3 }, 9, 4],
  ])('gives the bounds Leaflet computes, for %s', (_, options, newRadius, tolerance) => {
    const resized = projected(options, tolerance);
    const bounds = resized._pxBounds;
    resized._radius = newRadius;
    resizeBounds(resized);

    const expected = projected({ ...options, radius: newRadius }, tolerance)._pxBounds!;
    expect(resized._pxBounds).toBe(bounds);
    expect(resized._pxBounds!.min).toEqual(expected.min);
    expect(resized._pxBounds!.max).toEqual(expected.max);
  });

  it('computes the bounds of a marker that has none yet', () => {
    const marker = circleMarker([0, 0], { radius: 9, weight: 2 }) as CircleMarker as Internals;
    Object.assign(marker, { _renderer: { options: { tolerance: 0 } }, _point: point(10, 20), _radius: 9 });
    resizeBounds(marker);
    expect(marker._pxBounds!.min).toEqual(point(0, 10));
    expect(marker._pxBounds!.max).toEqual(point(20, 30));
  });
});
