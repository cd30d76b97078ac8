import { onceUntilFailure } from './onceUntilFailure';

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
