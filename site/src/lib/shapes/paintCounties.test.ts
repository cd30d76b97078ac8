import { builtShapesFile } from '../../test/countyShapesFile';
import { everyArc, traceArcs, traceCounties, type PathSink } from './countyPaths';
import { decodeShapes } from './decodeShapes';
import { COUNTY } from './geographies';
import { countyFills, NO_FILL } from './paintCounties';

const shapes = decodeShapes(builtShapesFile(), COUNTY);

/** Records what a Path2D would be asked to draw. */
function recorder() {
  const calls: string[] = [];
  const sink: PathSink = {
    moveTo: (x, y) => calls.push(`M${x},${y}`),
    lineTo: (x, y) => calls.push(`L${x},${y}`),
    closePath: () => calls.push('Z'),
  };
  return { calls, sink };
}

describe('countyFills', () => {
  it('gives each colour one palette entry, and counties not shown no fill', () => {
    const colours = ['#4CAF50', null, '#F44336', '#4CAF50', '#9E9E9E'];
    const { palette, colourOf } = countyFills(colours.length, (county) => colours[county] ?? null);
    expect(palette).toEqual(['#4CAF50', '#F44336', '#9E9E9E']);
    expect([...colourOf]).toEqual([0, NO_FILL, 1, 0, 2]);
  });

  it('refuses more colours than a fill index holds', () => {
    expect(() => countyFills(300, (county) => `#${county.toString(16).padStart(6, '0')}`)).toThrow('a choropleth of more than 255 colours');
  });
});

describe('tracing the shapes', () => {
  it('closes every ring of a county, each starting with a move', () => {
    const fresno = shapes.ids.indexOf('06019');
    const { calls, sink } = recorder();
    traceCounties(sink, shapes, [fresno]);
    const rings = shapes.areaRingStart[fresno + 1]! - shapes.areaRingStart[fresno]!;
    expect(calls.filter((c) => c === 'Z')).toHaveLength(rings);
    expect(calls.filter((c) => c.startsWith('M'))).toHaveLength(rings);
    expect(calls[0]).toBe(`M${shapes.ringPoints[shapes.ringStart[shapes.areaRingStart[fresno]!]! * 2]},${shapes.ringPoints[shapes.ringStart[shapes.areaRingStart[fresno]!]! * 2 + 1]}`);
  });

  it('draws each arc once, as an open line', () => {
    const { calls, sink } = recorder();
    traceArcs(sink, shapes, everyArc(shapes));
    expect(calls.filter((c) => c.startsWith('M'))).toHaveLength(shapes.arcStart.length - 1);
    expect(calls).toHaveLength(shapes.arcPoints.length / 2);
    expect(calls).not.toContain('Z');
  });
});
