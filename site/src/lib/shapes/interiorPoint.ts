import type { AreaShapes } from './decodeShapes';

/** How many lines across its box an area is measured along: the middle one and others above and below. */
const LINES = 7;

/** Where a horizontal line at y crosses the area's rings, in order along it. */
function crossingsAt(shapes: AreaShapes, area: number, y: number): number[] {
  const { ringPoints, ringStart, areaRingStart } = shapes;
  const crossings: number[] = [];
  for (let ring = areaRingStart[area]!; ring < areaRingStart[area + 1]!; ring++) {
    const first = ringStart[ring]!;
    const last = ringStart[ring + 1]! - 1;
    for (let i = first, j = last; i <= last; j = i++) {
      const xi = ringPoints[i * 2]!;
      const yi = ringPoints[i * 2 + 1]!;
      const xj = ringPoints[j * 2]!;
      const yj = ringPoints[j * 2 + 1]!;
      // The same half-open rule as areaIndex's test, so a point found here is one it finds inside.
      if (yi > y !== yj > y) crossings.push(((xj - xi) * (y - yi)) / (yj - yi) + xi);
    }
  }
  return crossings.sort((a, b) => a - b);
}

/** The middle of the widest stretch inside the area along any of the lines at these heights; null when none crosses it. */
function widestStretch(shapes: AreaShapes, area: number, heights: readonly number[]): [number, number] | null {
  let best: [number, number] | null = null;
  let widest = 0;
  for (const y of heights) {
    const crossings = crossingsAt(shapes, area, y);
    // Even-odd: the line is inside the area from the first crossing to the second, the third to the fourth...
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const width = crossings[k + 1]! - crossings[k]!;
      if (width > widest) {
        widest = width;
        best = [(crossings[k]! + crossings[k + 1]!) / 2, y];
      }
    }
  }
  return best;
}

/** The height through the middle of each ring's own box: each crosses its ring, however small. */
function ringMiddles(shapes: AreaShapes, area: number): number[] {
  const { ringPoints, ringStart, areaRingStart } = shapes;
  const heights: number[] = [];
  for (let ring = areaRingStart[area]!; ring < areaRingStart[area + 1]!; ring++) {
    let top = Infinity;
    let bottom = -Infinity;
    for (let p = ringStart[ring]!; p < ringStart[ring + 1]!; p++) {
      top = Math.min(top, ringPoints[p * 2 + 1]!);
      bottom = Math.max(bottom, ringPoints[p * 2 + 1]!);
    }
    heights.push((top + bottom) / 2);
  }
  return heights;
}

/**
 * A point inside an area (world units), where the keyboard's focus puts the area's hover card: the
 * middle of the widest stretch of the area along a few lines across its box, from the middle one
 * outwards, so that of equally wide stretches the most central wins. The middle of the box itself can
 * lie outside (a crescent, a lake, a county of islands with the sea between them); when every line
 * misses (a few small islands), lines through each ring's middle find one.
 */
export function interiorPoint(shapes: AreaShapes, area: number): [number, number] {
  const [west, north, east, south] = shapes.bounds.subarray(area * 4, area * 4 + 4);
  const heights = Array.from({ length: LINES }, (_, step) => {
    const line = (LINES - 1) / 2 + (step % 2 === 0 ? step / 2 : -(step + 1) / 2);
    return north! + ((line + 0.5) / LINES) * (south! - north!);
  });
  return widestStretch(shapes, area, heights) ?? widestStretch(shapes, area, ringMiddles(shapes, area)) ?? [(west! + east!) / 2, (north! + south!) / 2];
}

/**
 * The middle of an area's box (world units): where the keyboard places an area among the others to
 * step between them, found for thousands at once; the one it is on shows at its interiorPoint.
 */
export function boxMiddle(shapes: AreaShapes, area: number): [number, number] {
  const b = area * 4;
  return [(shapes.bounds[b]! + shapes.bounds[b + 2]!) / 2, (shapes.bounds[b + 1]! + shapes.bounds[b + 3]!) / 2];
}
