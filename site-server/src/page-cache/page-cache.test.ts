/** @jest-environment node */
import { PageCache } from './page-cache';

describe('the rendered-page cache', () => {
  afterEach(() => jest.useRealTimers());

  it('serves a page until it is older than its time to live', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new PageCache({ ttlMs: 5000, maxEntries: 10 });
    cache.filling('dark /', Promise.resolve({ status: 200, html: 'home' }));
    expect(await cache.fresh('dark /')).toEqual({ status: 200, html: 'home' });
    jest.setSystemTime(1_004_999);
    expect((await cache.fresh('dark /'))?.html).toBe('home');
    jest.setSystemTime(1_005_001);
    expect(await cache.fresh('dark /')).toBeUndefined();
  });

  it('makes a visitor asking during a render wait for it, and keeps nothing of a failed render', async () => {
    const cache = new PageCache({ ttlMs: 5000, maxEntries: 10 });
    let finish: (page: { status: number; html: string }) => void = () => undefined;
    cache.filling('dark /a', new Promise((resolve) => (finish = resolve)));
    const waiting = cache.fresh('dark /a');
    finish({ status: 404, html: 'not found' });
    expect(await waiting).toEqual({ status: 404, html: 'not found' });
    cache.filling('dark /b', Promise.reject(new Error('render failed')));
    expect(await cache.fresh('dark /b')).toBeUndefined();
    expect(await cache.fresh('dark /b')).toBeUndefined();
  });

  it('keeps at most its number of pages, forgetting the oldest', async () => {
    const cache = new PageCache({ ttlMs: 5000, maxEntries: 2 });
    for (const key of ['1', '2', '3']) {
      cache.filling(key, Promise.resolve({ status: 200, html: key }));
      await cache.fresh(key);
    }
    expect(await cache.fresh('1')).toBeUndefined();
    expect((await cache.fresh('3'))?.html).toBe('3');
  });

  it('has a placeholder no page contains by chance', () => {
    expect(new PageCache({ ttlMs: 1, maxEntries: 1 }).noncePlaceholder).toMatch(/^nonce[0-9a-f]{24}$/);
  });
});
