import { useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { mountApp } from './mountApp';

// Each part of the page takes a few milliseconds to render, long enough for React to yield between
// them when the work may be split.
const PARTS = 24;
const rendered: number[] = [];
let committed = false;
/** Resolves, in a task of its own asked for while the first part renders, to the parts rendered by then. */
let partsBeforeOtherTask: Promise<number> | undefined;

function SlowPart({ index }: { index: number }) {
  const end = performance.now() + 2;
  while (performance.now() < end);
  rendered.push(index);
  partsBeforeOtherTask ??= new Promise((resolve) => setTimeout(() => resolve(rendered.length)));
  return <p>part {index}</p>;
}

function Page() {
  useEffect(() => void (committed = true), []);
  return (
    <main>
      {Array.from({ length: PARTS }, (_, index) => (
        <SlowPart key={index} index={index} />
      ))}
    </main>
  );
}

let root: Root | undefined;

beforeEach(() => {
  rendered.length = 0;
  committed = false;
  partsBeforeOtherTask = undefined;
});

afterEach(() => {
  root?.unmount();
  root = undefined;
});

describe('mountApp', () => {
  it('hydrates the prerendered page in short tasks, letting other tasks run in between', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<Page />)}</div>`;
    rendered.length = 0;
    partsBeforeOtherTask = undefined;
    const hydrated = document.querySelector('main');

    root = mountApp(<Page />);
    await vi.waitFor(() => expect(committed).toBe(true));
    expect(rendered).toHaveLength(PARTS);

    const partsDone = await partsBeforeOtherTask;
    expect(partsDone).toBeGreaterThan(0);
    expect(partsDone).toBeLessThan(PARTS);
    // Hydrated, not rendered afresh: the prerendered elements are kept.
    expect(document.querySelector('main')).toBe(hydrated);
  });

  it('renders at once where nothing was prerendered (dev server)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    root = mountApp(<Page />);
    expect(rendered).toHaveLength(PARTS);
    expect(document.querySelectorAll('#root p')).toHaveLength(PARTS);
  });
});
