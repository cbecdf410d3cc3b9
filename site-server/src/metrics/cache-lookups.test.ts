import type { RenderedPage } from '@site/contracts';
import { cachedPages } from '../page-cache/page-source';
import { countedLookups } from './cache-lookups';
import { createSiteMetrics } from './site-metrics';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pageCache(freshMs: number, staleMs: number) {
  const metrics = createSiteMetrics();
  const pages = cachedPages(
    {
      renderer: () => ({
        buildsKey: 'products@1',
        render: async (url: string): Promise<RenderedPage> => ({
          status: 200,
          html: `<h1>${url}</h1>`,
          contentSecurityPolicy: '',
          parts: [],
          renderBudgetSpent: false,
        }),
      }),
    },
    { freshMs, staleMs, onLookup: countedLookups(metrics) },
  );
  return { metrics, pages };
}

describe('page cache look-ups', () => {
  it('are each counted once: a miss renders, then a hit, then a stale page while it is replaced', async () => {
    // A second of freshness: the look-ups before the pause are fresh however busy the machine is.
    const { metrics, pages } = pageCache(1000, 10_000);
    expect(await metrics.registry.metrics()).toContain('site_page_cache_lookups_total{result="hit"} 0');
    await pages.page('/pricing');
    await pages.page('/pricing');
    await pages.page('/pricing');
    await pages.page('/resources');
    await settle(1100);
    await pages.page('/pricing');
    const text = await metrics.registry.metrics();
    expect(text).toContain('site_page_cache_lookups_total{result="miss"} 2');
    expect(text).toContain('site_page_cache_lookups_total{result="hit"} 2');
    expect(text).toContain('site_page_cache_lookups_total{result="stale"} 1');
  });

  it('count a page too old to send even while replaced as a miss', async () => {
    const { metrics, pages } = pageCache(10, 10);
    await pages.page('/pricing');
    await settle(40);
    await pages.page('/pricing');
    const text = await metrics.registry.metrics();
    expect(text).toContain('site_page_cache_lookups_total{result="miss"} 2');
    expect(text).toContain('site_page_cache_lookups_total{result="stale"} 0');
  });
});
