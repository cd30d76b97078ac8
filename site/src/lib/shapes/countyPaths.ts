import type { AreaShapes } from './decodeShapes';

/** The part of CanvasPath that tracing needs: a Path2D, or a recorder in tests. */
export interface PathSink {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
}

/** Adds every ring of the counties to the path, in world units: one path fills them all, holes by the even-odd rule. */
export function traceCounties(path: PathSink, shapes: AreaShapes, counties: Iterable<number>): void {
  const { ringPoints, ringStart, areaRingStart } = shapes;
  for (const county of counties) {
    for (let ring = areaRingStart[county]!; ring < areaRingStart[county + 1]!; ring++) {
      const first = ringStart[ring]!;
      path.moveTo(ringPoints[first * 2]!, ringPoints[first * 2 + 1]!);
      for (let p = first + 1; p < ringStart[ring + 1]!; p++) path.lineTo(ringPoints[p * 2]!, ringPoints[p * 2 + 1]!);
      path.closePath();
    }
  }
}

/** Adds the arcs to the path as open lines: each border between two counties is drawn once. */
export function traceArcs(path: PathSink, shapes: AreaShapes, arcs: Iterable<number>): void {
  const { arcPoints, arcStart } = shapes;
  for (const arc of arcs) {
    const first = arcStart[arc]!;
    path.moveTo(arcPoints[first * 2]!, arcPoints[first * 2 + 1]!);
    for (let p = first + 1; p < arcStart[arc + 1]!; p++) path.lineTo(arcPoints[p * 2]!, arcPoints[p * 2 + 1]!);
  }
}

/** Every arc of the shapes, by number. */
export function* everyArc(shapes: AreaShapes): Generator<number> {
  for (let arc = 0; arc < shapes.arcStart.length - 1; arc++) yield arc;
}
