import { nearestArea, nextArea, type PlacedArea } from './areaSteps';

const at = (id: string, x: number, y: number): PlacedArea => ({ id, x, y });

// A 3 x 3 grid, 100 px apart, named by row and column:
//   a1 a2 a3
//   b1 b2 b3
//   c1 c2 c3
const grid = ['a', 'b', 'c'].flatMap((row, r) => [1, 2, 3].map((column) => at(`${row}${column}`, (column - 1) * 100, r * 100)));
const cell = (id: string) => grid.find((area) => area.id === id)!;
const step = (areas: readonly PlacedArea[], from: PlacedArea, direction: Parameters<typeof nextArea>[2]) => nextArea(areas, from, direction)?.id ?? null;

describe('nextArea', () => {
  it('moves to the neighbour in the arrow’s direction on a grid', () => {
    expect(step(grid, cell('b2'), 'right')).toBe('b3');
    expect(step(grid, cell('b2'), 'left')).toBe('b1');
    expect(step(grid, cell('b2'), 'up')).toBe('a2');
    expect(step(grid, cell('b2'), 'down')).toBe('c2');
  });

  it('stops at the edge: nothing lies ahead', () => {
    expect(step(grid, cell('a3'), 'right')).toBeNull();
    expect(step(grid, cell('a3'), 'up')).toBeNull();
    expect(step([], cell('a3'), 'left')).toBeNull();
  });

  it('keeps to the row: the next area along it beats a nearer one off it', () => {
    // From (0, 0) right: "row" at (150, 0) scores 150; "off" at (60, 50) scores 60 + 2 * 50 = 160.
    const areas = [at('from', 0, 0), at('row', 150, 0), at('off', 60, 50)];
    expect(step(areas, areas[0]!, 'right')).toBe('row');
  });

  it('prefers an area within 45 degrees of the arrow to a nearer one further aside', () => {
    // "aside" at (10, 40) is ahead by 10 but 40 aside (outside the cone): score 90; "cone" at (100, 60) scores 220.
    const areas = [at('from', 0, 0), at('aside', 10, 40), at('cone', 100, 60)];
    expect(step(areas, areas[0]!, 'right')).toBe('cone');
  });

  it('moves to an area ahead outside the cone when the cone is empty', () => {
    const areas = [at('from', 0, 0), at('steep', 10, 90), at('steeper', 5, 120)];
    expect(step(areas, areas[0]!, 'right')).toBe('steep');
  });

  it('never stays put nor moves to an area level with it sideways', () => {
    const areas = [at('from', 0, 0), at('same place', 0, 0), at('level', 0, 50)];
    expect(step(areas, areas[0]!, 'right')).toBeNull();
    expect(step(areas, areas[0]!, 'down')).toBe('level');
  });

  it('starts from an area no longer among them (it left the view)', () => {
    expect(step(grid, at('gone', 350, 100), 'left')).toBe('b3');
  });

  it('breaks a tie in reading order, whatever order the areas come in', () => {
    // Both 100 ahead and 50 aside.
    const below = at('below', 100, 50);
    const above = at('above', 100, -50);
    expect(step([at('from', 0, 0), below, above], at('from', 0, 0), 'right')).toBe('above');
    expect(step([at('from', 0, 0), above, below], at('from', 0, 0), 'right')).toBe('above');
  });

  it('reaches every area of a scattered map from one of them by arrows alone', () => {
    const scattered = [at('p', 12, 80), at('q', 200, 15), at('r', 90, 130), at('s', 310, 220), at('t', 45, 260), at('u', 250, 140)];
    const reached = new Set(['p']);
    let frontier = ['p'];
    while (frontier.length > 0) {
      const next: string[] = [];
      for (const id of frontier)
        for (const direction of ['left', 'right', 'up', 'down'] as const) {
          const to = step(scattered, scattered.find((a) => a.id === id)!, direction);
          if (to !== null && !reached.has(to)) {
            reached.add(to);
            next.push(to);
          }
        }
      frontier = next;
    }
    expect([...reached].sort()).toEqual(['p', 'q', 'r', 's', 't', 'u']);
  });
});

describe('nearestArea', () => {
  it('is the area nearest the point', () => {
    expect(nearestArea(grid, 130, 120)?.id).toBe('b2');
    expect(nearestArea(grid, 400, -50)?.id).toBe('a3');
  });

  it('breaks a tie in reading order, and is null without areas', () => {
    expect(nearestArea(grid, 50, 100)?.id).toBe('b1');
    expect(nearestArea([], 0, 0)).toBeNull();
  });
});
