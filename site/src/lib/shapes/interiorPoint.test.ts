import { builtShapesFile } from '../../test/countyShapesFile';
import { indexAreas } from './areaIndex';
import { decodeShapes, type AreaShapes } from './decodeShapes';
import { COUNTY } from './geographies';
import { boxMiddle, interiorPoint } from './interiorPoint';

/** Areas drawn by hand: each a list of rings, each ring a list of x, y points (closed by its first point). */
function drawn(areas: number[][][][]): AreaShapes {
  const ringPoints: number[] = [];
  const ringStart: number[] = [];
  const areaRingStart: number[] = [];
  const bounds: number[] = [];
  for (const rings of areas) {
    areaRingStart.push(ringStart.length);
    const xs = rings.flat().map(([x]) => x!);
    const ys = rings.flat().map(([, y]) => y!);
    bounds.push(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys));
    for (const ring of rings) {
      ringStart.push(ringPoints.length / 2);
      for (const point of [...ring, ring[0]!]) ringPoints.push(...point);
    }
  }
  areaRingStart.push(ringStart.length);
  ringStart.push(ringPoints.length / 2);
  return {
    ids: areas.map((_, i) => String(i)),
    ringPoints: Float64Array.from(ringPoints),
    ringStart: Uint32Array.from(ringStart),
    areaRingStart: Uint32Array.from(areaRingStart),
    bounds: Float64Array.from(bounds),
    arcPoints: new Float64Array(0),
    arcStart: new Uint32Array(1),
    parentBorderArcs: new Uint32Array(0),
  };
}

/** The area of shapes that holds the point, by areaIndex's own test. */
const areaAt = (shapes: AreaShapes, [x, y]: [number, number]) => indexAreas(shapes).areaAtWorld(x, y);

describe('interiorPoint', () => {
  it('is the middle of a square', () => {
    const square = drawn([[[[0, 0], [10, 0], [10, 10], [0, 10]]]]);
    expect(interiorPoint(square, 0)).toEqual([5, 5]);
  });

  it('lies inside a C whose box’s middle is outside it, in one of its arms, the widest stretches', () => {
    // A C open to the right, 10 high; its arms (y 0-3 and 7-10) run 10 wide, its back 4; the box's middle (5, 5) is in the gap.
    const c = drawn([[[[0, 0], [10, 0], [10, 3], [4, 3], [4, 7], [10, 7], [10, 10], [0, 10]]]]);
    expect(interiorPoint(c, 0)).toEqual([5, 15 / 7]);
    expect(areaAt(c, interiorPoint(c, 0))).toBe(0);
  });

  it('keeps out of a lake in the middle', () => {
    const lake = drawn([
      [
        [[0, 0], [20, 0], [20, 10], [0, 10]],
        [[4, 2], [16, 2], [16, 8], [4, 8]],
      ],
    ]);
    const [x, y] = interiorPoint(lake, 0);
    expect(x >= 4 && x <= 16 && y >= 2 && y <= 8).toBe(false);
    expect(areaAt(lake, [x, y])).toBe(0);
  });

  it('picks the larger of two islands side by side', () => {
    const islands = drawn([
      [
        [[0, 0], [2, 0], [2, 10], [0, 10]],
        [[5, 3], [15, 3], [15, 7], [5, 7]],
      ],
    ]);
    expect(interiorPoint(islands, 0)).toEqual([10, 5]);
  });

  it('finds one of a few small islands that the lines across their box all miss', () => {
    // Two islands 1 high, at the top and the bottom of a box 100 high: its 7 lines pass between them.
    const scattered = drawn([
      [
        [[0, 0], [4, 0], [4, 1], [0, 1]],
        [[50, 99], [52, 99], [52, 100], [50, 100]],
      ],
    ]);
    expect(interiorPoint(scattered, 0)).toEqual([2, 0.5]);
  });

  it('finds a point inside every county the map draws, in no other county', () => {
    const counties = decodeShapes(builtShapesFile(), COUNTY);
    const index = indexAreas(counties);
    const outside = counties.ids.filter((_, area) => index.areaAtWorld(...interiorPoint(counties, area)) !== area);
    // Falls Church, an independent city within Arlington and Fairfax: the simplified outlines overlap there.
    expect(outside).toEqual(['51610']);
  });
});

describe('boxMiddle', () => {
  it('is the middle of the area’s box, inside it or not', () => {
    const c = drawn([[[[0, 0], [10, 0], [10, 3], [4, 3], [4, 7], [10, 7], [10, 10], [0, 10]]], [[[20, 0], [30, 0], [30, 4], [20, 4]]]]);
    expect(boxMiddle(c, 0)).toEqual([5, 5]);
    expect(areaAt(c, boxMiddle(c, 0))).toBeNull();
    expect(boxMiddle(c, 1)).toEqual([25, 2]);
  });
});
