import type { PageLookup } from '../page-cache/page-source';
import type { SiteMetrics } from './site-metrics';

const RESULTS: readonly PageLookup[] = ['hit', 'stale', 'miss', 'busy'];

/**
 * Counts the page cache's look-ups by result. Each result's series exists from the start (at 0),
 * and a look-up (every page served) costs one addition: no label to hash.
 */
export function countedLookups(metrics: SiteMetrics): (result: PageLookup) => void {
  const series = Object.fromEntries(
    RESULTS.map((result) => {
      const counter = metrics.pageCacheLookups.labels(result);
      counter.inc(0);
      return [result, counter];
    }),
  );
  return (result) => series[result]?.inc();
}
