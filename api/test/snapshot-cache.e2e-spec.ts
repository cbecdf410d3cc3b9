import { SnapshotCache } from '../src/json-reads/snapshot-cache.js';

/** A load that the test resolves or rejects by hand, counting its calls. */
function manualLoads() {
  const pending: Array<{ resolve(value: { n: number }): void; reject(error: Error): void }> = [];
  return {
    load: () =>
      new Promise<{ n: number }>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
    calls: () => pending.length,
    resolve: (index: number, n: number) => pending[index]?.resolve({ n }),
    reject: (index: number, error: Error) => pending[index]?.reject(error),
  };
}

describe('SnapshotCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it("runs one load, the first caller's, for the callers that arrive while it runs", async () => {
    const first = manualLoads();
    const others = manualLoads();
    const cache = new SnapshotCache<{ n: number }>(5_000, clock);
    const answers = Promise.all([cache.get(first.load), cache.get(others.load), cache.get(others.load)]);
    expect(first.calls()).toBe(1);
    expect(others.calls()).toBe(0);
    first.resolve(0, 42);
    expect(await answers).toEqual([{ n: 42 }, { n: 42 }, { n: 42 }]);
  });

  it('keeps the value for the TTL from the start of its load (handing it out at once, not as a promise), then loads again', async () => {
    const loads = manualLoads();
    const cache = new SnapshotCache<{ n: number }>(5_000, clock);
    const first = cache.get(loads.load);
    now += 100;
    loads.resolve(0, 1);
    await first;
    now = 1_000 + 4_999;
    expect(cache.get(loads.load)).not.toBeInstanceOf(Promise);
    expect(cache.get(loads.load)).toEqual({ n: 1 });
    expect(loads.calls()).toBe(1);
    now = 1_000 + 5_000;
    const second = cache.get(loads.load);
    expect(loads.calls()).toBe(2);
    loads.resolve(1, 2);
    expect(await second).toEqual({ n: 2 });
  });

  it('keeps no failure: every waiting caller gets it, and the next call loads again', async () => {
    const loads = manualLoads();
    const cache = new SnapshotCache<{ n: number }>(5_000, clock);
    const waiting = [cache.get(loads.load), cache.get(loads.load)];
    loads.reject(0, new Error('database down'));
    for (const answer of waiting) await expect(answer).rejects.toThrow('database down');
    const retried = cache.get(loads.load);
    expect(loads.calls()).toBe(2);
    loads.resolve(1, 7);
    expect(await retried).toEqual({ n: 7 });
  });

  it('keeps nothing with a TTL of 0', async () => {
    const loads = manualLoads();
    const cache = new SnapshotCache<{ n: number }>(0, clock);
    const first = cache.get(loads.load);
    loads.resolve(0, 1);
    await first;
    const second = cache.get(loads.load);
    expect(loads.calls()).toBe(2);
    loads.resolve(1, 2);
    expect(await second).toEqual({ n: 2 });
  });
});
