/** Resolves in a later task, so the work after it is not part of the current long task. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
