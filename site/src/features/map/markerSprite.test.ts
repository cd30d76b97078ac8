import { distinctMarkerStyles, drawnRadius, splitCoordinate, spriteKey, spritePad, spriteSize, SUBPIXEL_STEPS } from './markerSprite';
import { markerStyle } from './markerStyle';

describe('marker sprites', () => {
  it('round the radius like Leaflet does, at least 1 px', () => {
    expect(drawnRadius(9.6)).toBe(10);
    expect(drawnRadius(10.4)).toBe(10);
    expect(drawnRadius(0.2)).toBe(1);
  });

  it('share a key only between looks that draw the same pixels', () => {
    const a = markerStyle(50, 2);
    expect(spriteKey(a, 1)).toBe(spriteKey({ ...a, radius: a.radius + 0.3 }, 1));
    expect(spriteKey(a, 1)).not.toBe(spriteKey({ ...a, radius: a.radius + 1 }, 1));
    expect(spriteKey(a, 1)).not.toBe(spriteKey(a, 2));
    expect(spriteKey(a, 1)).not.toBe(spriteKey(markerStyle(50, 3), 1));
    expect(spriteKey(a, 1)).not.toBe(spriteKey(markerStyle(90, 2), 1));
    expect(spriteKey(a, 1)).not.toBe(spriteKey({ ...a, weight: 3 }, 1));
  });

  it('fit the circle, its outline and a pixel of antialiasing', () => {
    const style = markerStyle(100, 1); // radius 12, weight 2: 13 px to the outline's outer edge
    expect(spritePad(style, 1)).toBe(14);
    expect(spriteSize(spritePad(style, 1))).toBe(29);
    expect(spritePad(style, 2)).toBe(27);
    expect(spritePad({ ...style, stroke: false }, 1)).toBe(13);
  });

  it.each([
    [10, 10, 0],
    [10.25, 10, 1],
    [10.6, 10, 2],
    [10.9, 11, 0],
    [-3.3, -4, 3],
  ])('place a centre at %s on pixel %s, sub-pixel step %s', (device, pixel, step) => {
    const split = splitCoordinate(device);
    expect(split).toEqual({ pixel, step });
    expect(Math.abs(split.pixel + split.step / SUBPIXEL_STEPS - device)).toBeLessThanOrEqual(1 / (2 * SUBPIXEL_STEPS));
  });

  it('pre-render every look a layer selection can produce, once each', () => {
    const styles = [...distinctMarkerStyles(markerStyle, 4)];
    const keys = new Set(styles.map((s) => spriteKey(s, 1)));
    expect(keys.size).toBe(styles.length);
    for (let layers = 0; layers <= 4; layers++) {
      for (const score of [0, 12.5, 33, 34, 50, 66, 67, 99.9, 100]) expect(keys).toContain(spriteKey(markerStyle(score, layers), 1));
    }
  });
});
