/**
 * Marks the next frame, the one the map's canvas is painted in after a change; the benchmark
 * (npm run bench) and the end-to-end tests read these marks.
 */
export const markNextFrame = (name: string): void => void requestAnimationFrame(() => performance.mark(name));
