/** @jest-environment node */
import { type CachedPage, PageCache } from './page-cache';

const POLICY = "default-src 'self'";
function page(status: number, html: string): CachedPage {
  return { status, html, contentSecurityPolicy: POLICY };
}

describe('the rendered-page cache', () => {
  afterEach(() => jest.useRealTimers());

  it('serves a page until it is older than its time to live', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new PageCache({ ttlMs: 5000, maxEntries: 10 });
    cache.filling('/', Promise.resolve(page(200, 'home')));
    expect(await cache.fresh('/')).toEqual(page(200, 'home'));
    jest.setSystemTime(1_004_999);
    expect((await cache.fresh('/'))?.html).toBe('home');
    jest.setSystemTime(1_005_001);
    expect(await cache.fresh('/')).toBeUndefined();
  });

  it('makes a visitor asking during a render wait for it, and keeps nothing of a failed render', async () => {
    const cache = new PageCache({ ttlMs: 5000, maxEntries: 10 });
    let finish: (rendered: CachedPage) => void = () => undefined;
    cache.filling('/a', new Promise((resolve) => (finish = resolve)));
    const waiting = cache.fresh('/a');
    finish(page(404, 'not found'));
    expect(await waiting).toEqual(page(404, 'not found'));
    cache.filling('/b', Promise.reject(new Error('render failed')));
    expect(await cache.fresh('/b')).toBeUndefined();
    expect(await cache.fresh('/b')).toBeUndefined();
  });

  it('keeps at most its number of pages, forgetting the oldest', async () => {
    const cache = new PageCache({ ttlMs: 5000, maxEntries: 2 });
    for (const key of ['1', '2', '3']) {
      cache.filling(key, Promise.resolve(page(200, key)));
      await cache.fresh(key);
    }
    expect(await cache.fresh('1')).toBeUndefined();
    expect((await cache.fresh('3'))?.html).toBe('3');
  });
});
