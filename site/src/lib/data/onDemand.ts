import { createElement, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

// Code fetched on first use, rendered as soon as it is in. Not through lazy() and Suspense: React 19
// holds a Suspense reveal back until 300 ms after its fallback, which was most of the time from a
// click to the county report, and from the switch to the Measured map (site/bench/README.md).

/** A module's export, fetched by load() on first use; `current` once it is in. */
export interface OnDemand<T> {
  current: T | null;
  load: () => Promise<T>;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  const code: OnDemand<T> = { current: null, load: () => importer().then((value) => (code.current = value)) };
  return code;
}

/** The export once it is in (at once when an earlier render loaded it), null before; onError when it cannot load. */
export function useOnDemand<T>(code: OnDemand<T>, onError?: () => void): T | null {
  const [value, setValue] = useState<T | null>(() => code.current);
  const failed = useRef(onError);
  failed.current = onError;
  useEffect(() => {
    if (value) return;
    let current = true;
    code.load().then(
      // A function (a component) is set as a value, not called as an updater.
      (loaded) => current && setValue(() => loaded),
      () => current && failed.current?.(),
    );
    return () => void (current = false);
  }, [code, value]);
  return value;
}

/** A component without props that is rendered once its code is in, nothing before. */
export function ComponentOnDemand({ code }: { code: OnDemand<ComponentType> }): ReactNode {
  const component = useOnDemand(code);
  return component && createElement(component);
}
