/** An area the keyboard can step to, at its point on the screen (pixels, y growing downwards). */
export interface PlacedArea {
  id: string;
  x: number;
  y: number;
}

export type Direction = 'left' | 'right' | 'up' | 'down';

const UNIT: Readonly<Record<Direction, readonly [number, number]>> = {
  left: [-1, 0],
  right: [1, 0],
  up: [0, -1],
  down: [0, 1],
};

/** Sideways distance counts this many times the distance ahead: the next area in a row beats a nearer one off it. */
const SIDEWAYS_WEIGHT = 2;

/** The first of two equally good areas in reading order (top to bottom, then left to right), then by id. */
const readingOrder = (a: PlacedArea, b: PlacedArea) => a.y - b.y || a.x - b.x || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The area an arrow key moves to from `from`: the nearest one ahead in the arrow's direction. Areas
 * within 45 degrees of the arrow come first; when there are none, any area ahead does, so a press
 * moves wherever something lies that way. Null when nothing lies ahead.
 */
export function nextArea(areas: readonly PlacedArea[], from: PlacedArea, direction: Direction): PlacedArea | null {
  const [ux, uy] = UNIT[direction];
  let best: PlacedArea | null = null;
  let bestCone = false;
  let bestScore = Infinity;
  for (const area of areas) {
    if (area.id === from.id) continue;
    const dx = area.x - from.x;
    const dy = area.y - from.y;
    const ahead = dx * ux + dy * uy;
    if (ahead <= 0) continue;
    const sideways = Math.abs(dx * uy - dy * ux);
    const cone = sideways <= ahead;
    const score = ahead + SIDEWAYS_WEIGHT * sideways;
    if (best === null || (cone && !bestCone) || (cone === bestCone && (score < bestScore || (score === bestScore && readingOrder(area, best) < 0)))) {
      best = area;
      bestCone = cone;
      bestScore = score;
    }
  }
  return best;
}

/** The area nearest the point (the middle of the view, where the keyboard starts); null for none. */
export function nearestArea(areas: readonly PlacedArea[], x: number, y: number): PlacedArea | null {
  let best: PlacedArea | null = null;
  let bestDistance = Infinity;
  for (const area of areas) {
    const distance = (area.x - x) ** 2 + (area.y - y) ** 2;
    if (distance < bestDistance || (distance === bestDistance && best !== null && readingOrder(area, best) < 0)) {
      best = area;
      bestDistance = distance;
    }
  }
  return best;
}
