import { areaLocators } from './areaLocator';
import type { AreaShapes } from './decodeShapes';

/** Areas of one ring each, from their points in world units; bounds from the points. */
function shapesOf(rings: readonly (readonly [number, number][])[]): AreaShapes {
  const points = rings.flat();
  const ringStart = Uint32Array.from([0, ...rings.map((_, i) => rings.slice(0, i + 1).reduce((n, r) => n + r.length, 0))]);
  const bounds = rings.flatMap((ring) => {
    const xs = ring.map(([x]) => x);
    const ys = ring.map(([, y]) => y);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  });
  return {
    ids: rings.map((_, i) => String(i)),
    ringPoints: Float64Array.from(points.flat()),
    ringStart,
    areaRingStart: Uint32Array.from({ length: rings.length + 1 }, (_, i) => i),
    bounds: Float64Array.from(bounds),
    arcPoints: new Float64Array(0),
    arcStart: new Uint32Array(1),
    parentBorderArcs: new Uint32Array(0),
  };
}

describe('areaLocators', () => {
  // Two squares side by side, 0.2 world units a side: the group is 0.4 wide, so 100 units are 0.4.
  const squares = shapesOf([
    [[1, 2], [1.2, 2], [1.2, 2.2], [1, 2.2]],
    [[1.2, 2], [1.4, 2], [1.4, 2.2], [1.2, 2.2]],
  ]);

  it('fits the group to 100 units on its longer side, with 2 units of margin', () => {
    const [first] = areaLocators([{ shapes: squares, area: 0 }, { shapes: squares, area: 1 }]);
    expect(first!.viewBox).toBe('-2 -2 104 54');
  });

  it('draws the whole group in each and its own area alone', () => {
    const locators = areaLocators([{ shapes: squares, area: 0 }, { shapes: squares, area: 1 }]);
    expect(locators.map((l) => l.area)).toEqual(['M0 0L50 0L50 50L0 50Z', 'M50 0L100 0L100 50L50 50Z']);
    expect(locators[0]!.group).toBe('M0 0L50 0L50 50L0 50ZM50 0L100 0L100 50L50 50Z');
    expect(locators[1]!.group).toBe(locators[0]!.group);
  });

  it('fits the group alone, whatever else the file holds', () => {
    const [only] = areaLocators([{ shapes: squares, area: 1 }]);
    expect(only).toEqual({ viewBox: '-2 -2 104 104', group: 'M0 0L100 0L100 100L0 100Z', area: 'M0 0L100 0L100 100L0 100Z' });
  });

  it('takes areas from several files into one picture', () => {
    const east = shapesOf([[[1.4, 2], [1.6, 2], [1.6, 2.2], [1.4, 2.2]]]);
    const locators = areaLocators([{ shapes: squares, area: 0 }, { shapes: east, area: 0 }]);
    expect(locators.map((l) => l.area)).toEqual(['M0 0L33 0L33 33L0 33Z', 'M67 0L100 0L100 33L67 33Z']);
  });

  it("frames the usual areas without one over three times the median's size, which is framed with itself", () => {
    const small = [0, 1, 2].map((i): [number, number][] => [[i, 0], [i + 1, 0], [i + 1, 1], [i, 1]]);
    const large: [number, number][] = [[0, 1], [30, 1], [30, 21], [0, 21]];
    const shapes = shapesOf([...small, large]);
    const locators = areaLocators([0, 1, 2, 3].map((area) => ({ shapes, area })));
    expect(locators.slice(0, 3).map((l) => l.viewBox)).toEqual(['-2 -2 104 37', '-2 -2 104 37', '-2 -2 104 37']);
    expect(locators[1]!.area).toBe('M33 0L67 0L67 33L33 33Z');
    expect(locators[3]!.viewBox).toBe('-2 -2 104 74');
    expect(locators[3]!.area).toBe('M0 3L100 3L100 70L0 70Z');
  });

  it('leaves out a point that rounds to the one before it', () => {
    const ragged = shapesOf([[[0, 0], [0.001, 0], [1, 0], [1, 1], [0, 1]]]);
    expect(areaLocators([{ shapes: ragged, area: 0 }])[0]!.area).toBe('M0 0L100 0L100 100L0 100Z');
  });

  it('makes none for no areas', () => {
    expect(areaLocators([])).toEqual([]);
  });
});
