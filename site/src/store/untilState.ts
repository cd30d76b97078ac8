import { useAppStore, type AppState } from './appStore';

/**
 * Resolves with the first value other than undefined that read finds in the store: now, or after
 * the change that brings it. read runs once per change until then.
 */
export function untilState<T>(read: (state: AppState) => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const settle = () => {
      const value = read(useAppStore.getState());
      if (value === undefined) return false;
      resolve(value);
      return true;
    };
    if (settle()) return;
    const unsubscribe = useAppStore.subscribe(() => settle() && unsubscribe());
  });
}
