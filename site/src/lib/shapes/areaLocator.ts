import type { AreaShapes } from './decodeShapes';
import { traceCounties, type PathSink } from './countyPaths';

/**
 * A small map, as SVG, of a group of areas with one of them marked: how a list tells apart areas
 * whose names alone do not (a ZIP's census tracts), by where each lies among the others.
 */
export interface AreaLocator {
  viewBox: string;
  /** Every area of the group. */
  group: string;
  /** The area marked. */
  area: string;
}

/** An area of a shapes file. */
export interface ShapesArea {
  shapes: AreaShapes;
  area: number;
}

/** Units of the picture's longer side: at a list's icon size, a unit is under a pixel. */
const SIZE = 100;
/** Room around the picture, in units, so that the outer edges' strokes are not cut. */
const MARGIN = 2;
/**
 * An area wider or taller than this many times the group's median is left out of the others'
 * pictures, which it would shrink to dots: a ZIP's one rural tract beside its town's small ones.
 */
const OUTLIER = 3;

/** west, north, east, south in world units. */
type Box = readonly [number, number, number, number];

const boxOf = ({ shapes, area }: ShapesArea): Box => [shapes.bounds[area * 4]!, shapes.bounds[area * 4 + 1]!, shapes.bounds[area * 4 + 2]!, shapes.bounds[area * 4 + 3]!];

const union = (boxes: readonly Box[]): Box => [
  Math.min(...boxes.map((b) => b[0])),
  Math.min(...boxes.map((b) => b[1])),
  Math.max(...boxes.map((b) => b[2])),
  Math.max(...boxes.map((b) => b[3])),
];

const extentOf = (box: Box) => Math.max(box[2] - box[0], box[3] - box[1]);

/** Records a path as SVG path data in whole units, leaving out a point that rounds to the one before. */
class SvgPathData implements PathSink {
  private data = '';
  private last = '';

  constructor(
    private readonly x0: number,
    private readonly y0: number,
    private readonly scale: number,
  ) {}

  private point(x: number, y: number): string {
    return `${Math.round((x - this.x0) * this.scale)} ${Math.round((y - this.y0) * this.scale)}`;
  }

  moveTo(x: number, y: number): void {
    this.last = this.point(x, y);
    this.data += `M${this.last}`;
  }

  lineTo(x: number, y: number): void {
    const next = this.point(x, y);
    if (next === this.last) return;
    this.last = next;
    this.data += `L${next}`;
  }

  closePath(): void {
    this.data += 'Z';
  }

  toString(): string {
    return this.data;
  }
}

/**
 * Each area of the group as a locator, in the group's order: the group's outlines and the area's,
 * framed to SIZE around the group, or around the group's areas of a usual size and the area itself
 * where some are OUTLIER times larger; [] for none.
 */
export function areaLocators(group: readonly ShapesArea[]): AreaLocator[] {
  if (group.length === 0) return [];
  const boxes = group.map(boxOf);
  const extents = boxes.map(extentOf);
  const sorted = [...extents].sort((a, b) => a - b);
  const typical = sorted[(sorted.length - 1) >> 1]!;
  const usual = union(boxes.filter((_, i) => extents[i]! <= OUTLIER * typical));
  // The others' outlines drawn once per frame: the usual areas share one.
  const groups = new Map<string, string>();
  return group.map((one, i) => {
    const [west, north, east, south] = union([usual, boxes[i]!]);
    const scale = SIZE / Math.max(east - west, south - north, Number.MIN_VALUE);
    const pathOf = (areas: readonly ShapesArea[]) => {
      const path = new SvgPathData(west, north, scale);
      for (const { shapes, area } of areas) traceCounties(path, shapes, [area]);
      return path.toString();
    };
    const viewBox = [-MARGIN, -MARGIN, Math.round((east - west) * scale) + 2 * MARGIN, Math.round((south - north) * scale) + 2 * MARGIN].join(' ');
    const frame = [west, north, east, south].join();
    let all = groups.get(frame);
    if (all === undefined) groups.set(frame, (all = pathOf(group)));
    return { viewBox, group: all, area: pathOf([one]) };
  });
}
