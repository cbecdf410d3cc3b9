import type { RenderedPage } from '@site/contracts';
import { cachedPages } from '../page-cache/page-source';
import { countedLookups } from './cache-lookups';
import { createSiteMetrics } from './site-metrics';

function pageCache() {
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
          reads: [{ endpoint: 'getServices', answered: true }],
        }),
      }),
    },
    { onLookup: countedLookups(metrics) },
  );
  return { metrics, pages };
}

describe('page cache look-ups', () => {
  it('are each counted once: a miss renders, then hits, then a kept copy sent while a change replaces it', async () => {
    const { metrics, pages } = pageCache();
    expect(await metrics.registry.metrics()).toContain('site_page_cache_lookups_total{result="busy"} 0');
    await pages.page('/pricing', 'a');
    await pages.page('/pricing', 'a');
    await pages.page('/pricing', 'b');
    await pages.page('/resources', 'a');
    pages.dataChanged(['services']);
    await pages.page('/pricing', 'a');
    pages.stop();
    const text = await metrics.registry.metrics();
    expect(text).toContain('site_page_cache_lookups_total{result="miss"} 2');
    expect(text).toContain('site_page_cache_lookups_total{result="hit"} 2');
    expect(text).toContain('site_page_cache_lookups_total{result="stale"} 1');
  });
});
