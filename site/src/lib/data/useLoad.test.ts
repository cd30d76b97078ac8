import { act, renderHook } from '@testing-library/react';
import { loadedOr, useLoad } from './useLoad';

/** A load whose answers the test gives: each key's promise, settled by hand. */
function manualLoad() {
  const pending = new Map<string, { resolve: (value: string) => void; reject: (error: Error) => void }>();
  const asked: string[] = [];
  const load = (key: string) =>
    new Promise<string>((resolve, reject) => {
      asked.push(key);
      pending.set(key, { resolve, reject });
    });
  return { load, asked, answer: (key: string, value: string) => act(async () => pending.get(key)!.resolve(value)), fail: (key: string) => act(async () => pending.get(key)!.reject(new Error('503'))) };
}

describe('useLoad', () => {
  it('is loading until the load settles, then ready with its value', async () => {
    const { load, asked, answer } = manualLoad();
    const { result } = renderHook(() => useLoad('06019', load));
    expect(result.current).toEqual({ status: 'loading' });
    await answer('06019', 'Fresno');
    expect(result.current).toEqual({ status: 'ready', value: 'Fresno' });
    expect(asked).toEqual(['06019']);
  });

  it('asks again for a new key, is loading meanwhile, and never gives the earlier answer', async () => {
    const { load, asked, answer } = manualLoad();
    const { result, rerender } = renderHook(({ key }) => useLoad(key, load), { initialProps: { key: '06019' } });
    rerender({ key: '06037' });
    await answer('06019', 'Fresno');
    expect(result.current).toEqual({ status: 'loading' });
    await answer('06037', 'Los Angeles');
    expect(result.current).toEqual({ status: 'ready', value: 'Los Angeles' });
    // A new closure each render is not a new key.
    rerender({ key: '06037' });
    expect(asked).toEqual(['06019', '06037']);
  });

  it('says a failed load failed, and asks for nothing without a key', async () => {
    const { load, asked, fail } = manualLoad();
    const { result, rerender } = renderHook(({ key }: { key: string | null }) => useLoad(key, load), { initialProps: { key: '06019' as string | null } });
    await fail('06019');
    expect(result.current).toEqual({ status: 'failed' });
    rerender({ key: null });
    expect(result.current).toEqual({ status: 'loading' });
    expect(asked).toEqual(['06019']);
  });

  it('gives the value once in, else the fallback', () => {
    expect(loadedOr({ status: 'ready', value: 3 }, 0)).toBe(3);
    expect(loadedOr({ status: 'failed' }, 0)).toBe(0);
    expect(loadedOr<number>({ status: 'loading' }, 0)).toBe(0);
  });
});
