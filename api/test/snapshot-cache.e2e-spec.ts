import { SnapshotCache } from '../src/catalogue/snapshot-cache.js';

/** A load that the test resolves or rejects by hand, counting its calls. */
function manualLoads() {
  const pending: Array<{ resolve(value: number): void; reject(error: Error): void }> = [];
  return {
    load: () =>
      new Promise<number>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
    calls: () => pending.length,
    resolve: (index: number, value: number) => pending[index]?.resolve(value),
    reject: (index: number, error: Error) => pending[index]?.reject(error),
  };
}

describe('SnapshotCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('runs one load for the callers that arrive while it runs', async () => {
    const loads = manualLoads();
    const cache = new SnapshotCache(loads.load, 5_000, clock);
    const answers = Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(loads.calls()).toBe(1);
    loads.resolve(0, 42);
    expect(await answers).toEqual([42, 42, 42]);
  });

  it('keeps the value for the TTL from the start of its load, then loads again', async () => {
    const loads = manualLoads();
    const cache = new SnapshotCache(loads.load, 5_000, clock);
    const first = cache.get();
    now += 100;
    loads.resolve(0, 1);
    await first;
    now = 1_000 + 4_999;
    expect(await cache.get()).toBe(1);
    expect(loads.calls()).toBe(1);
    now = 1_000 + 5_000;
    const second = cache.get();
    expect(loads.calls()).toBe(2);
    loads.resolve(1, 2);
    expect(await second).toBe(2);
  });

  it('keeps no failure: every waiting caller gets it, and the next call loads again', async () => {
    const loads = manualLoads();
    const cache = new SnapshotCache(loads.load, 5_000, clock);
    const waiting = [cache.get(), cache.get()];
    loads.reject(0, new Error('database down'));
    for (const answer of waiting) await expect(answer).rejects.toThrow('database down');
    const retried = cache.get();
    expect(loads.calls()).toBe(2);
    loads.resolve(1, 7);
    expect(await retried).toBe(7);
  });

  it('keeps nothing with a TTL of 0', async () => {
    const loads = manualLoads();
    const cache = new SnapshotCache(loads.load, 0, clock);
    const first = cache.get();
    loads.resolve(0, 1);
    await first;
    const second = cache.get();
    expect(loads.calls()).toBe(2);
    loads.resolve(1, 2);
    expect(await second).toBe(2);
  });
});
