/** Resolves once what the page shows now is on the screen: the next frame paints it, and the one after starts once it has. */
export const painted = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
