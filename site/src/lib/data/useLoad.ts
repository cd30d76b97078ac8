import { useEffect, useRef, useState } from 'react';

/** Where a load is: on its way, in with its value, or failed. */
export type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

export type LoadStatus = Load<unknown>['status'];

const LOADING = { status: 'loading' } as const;

/**
 * What load(key) gives, asked for when the component mounts and again whenever key changes (by
 * Object.is): loading until it settles, and never what an earlier key gave. A null key asks for
 * nothing and stays loading.
 */
export function useLoad<K, T>(key: K | null, load: (key: K) => Promise<T>): Load<T> {
  const [settled, setSettled] = useState<{ key: K; load: Load<T> } | null>(null);
  // The latest load, without asking again when a caller passes a new closure each render.
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    if (key === null) return;
    let current = true;
    loader.current(key).then(
      (value) => current && setSettled({ key, load: { status: 'ready', value } }),
      () => current && setSettled({ key, load: { status: 'failed' } }),
    );
    return () => void (current = false);
  }, [key]);
  return settled !== null && key !== null && Object.is(settled.key, key) ? settled.load : LOADING;
}

/** A load's value once in, else the fallback. */
export const loadedOr = <T>(load: Load<T>, fallback: T): T => (load.status === 'ready' ? load.value : fallback);
