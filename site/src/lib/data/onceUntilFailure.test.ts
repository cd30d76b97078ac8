import { onceUntilFailure, onceUntilFailureByKey } from './onceUntilFailure';

describe('onceUntilFailure', () => {
  it('starts once and hands every caller the same promise', async () => {
    const start = vi.fn(() => Promise.resolve(7));
    const get = onceUntilFailure(start);
    const first = get();
    expect(get()).toBe(first);
    await expect(first).resolves.toBe(7);
    expect(get()).toBe(first);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the next call starts again', async () => {
    const start = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('shapes');
    const get = onceUntilFailure(start);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('shapes');
    expect(start).toHaveBeenCalledTimes(2);
  });
});

describe('onceUntilFailureByKey', () => {
  it('starts each key once and forgets a key\'s failure only', async () => {
    const start = vi.fn((key: string) => (key === 'bad' && start.mock.calls.length < 3 ? Promise.reject(new Error('offline')) : Promise.resolve(key.length)));
    const get = onceUntilFailureByKey(start);
    const abc = get('abc');
    expect(get('abc')).toBe(abc);
    await expect(abc).resolves.toBe(3);
    await expect(get('bad')).rejects.toThrow('offline');
    expect(get('abc')).toBe(abc);
    await expect(get('bad')).resolves.toBe(3);
    expect(start.mock.calls.map(([key]) => key)).toEqual(['abc', 'bad', 'bad']);
  });
});
