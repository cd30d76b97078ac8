import { circleMarker, point, type CircleMarker, type CircleMarkerOptions } from 'leaflet';
import { markerStyle } from './markerStyle';
import { resizeBounds, SpriteCanvas, type SpriteCanvasRenderer } from './spriteCanvas';

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

describe('warming sprites in idle time', () => {
  /** A 2D context whose every method is a no-op, except drawImage, which counts and takes 1 ms. */
  function fakeContext(clock: { now: number }, drawn: { count: number }) {
    const methods: Record<string, unknown> = {
      getTransform: () => ({ a: 1 }),
      drawImage: () => {
        drawn.count++;
        clock.now += 1;
      },
    };
    return new Proxy(methods, { get: (target, name: string) => target[name] ?? (() => {}), set: () => true });
  }

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('renders a few milliseconds per idle callback, whatever the deadline, until every look is done', () => {
    const clock = { now: 0 };
    const drawn = { count: 0 };
    const context = fakeContext(clock, drawn);
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => callbacks.push(callback));
    const looks = Array.from({ length: 30 }, (_, index) => markerStyle(index * 3, 1 + (index % 4)));

    const renderer = new SpriteCanvas() as SpriteCanvasRenderer & { _ctx: unknown };
    renderer._ctx = context;
    renderer.warm(() => looks.values());
    const longIdlePeriod: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };
    callbacks.shift()!(longIdlePeriod);
    expect(drawn.count).toBe(8);

    while (callbacks.length) callbacks.shift()!(longIdlePeriod);
    expect(drawn.count).toBe(looks.length);
  });
});
