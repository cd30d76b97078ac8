/**
 * start() once: every call gets the same promise while it is pending or fulfilled; a rejected one is
 * forgotten, so the next call starts again (a failed request is tried anew on the next switch).
 */
export function onceUntilFailure<T>(start: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  return () => {
    if (!current) {
      const started = start();
      current = started;
      started.catch(() => {
        if (current === started) current = null;
      });
    }
    return current;
  };
}

/** onceUntilFailure for each key: start(key) once per key while pending or fulfilled, again after a failure. */
export function onceUntilFailureByKey<T>(start: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const byKey = new Map<string, () => Promise<T>>();
  return (key) => {
    let once = byKey.get(key);
    if (!once) {
      once = onceUntilFailure(() => start(key));
      byKey.set(key, once);
    }
    return once();
  };
}
