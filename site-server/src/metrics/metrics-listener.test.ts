import { startMetricsListener } from './metrics-listener';
import { createSiteMetrics } from './site-metrics';

describe('the metrics listener', () => {
  it("serves the registry's text at GET /metrics on its own port, and nothing else", async () => {
    const metrics = createSiteMetrics();
    metrics.pageCacheLookups.inc({ result: 'hit' });
    const listener = await startMetricsListener(metrics.registry, 0, '127.0.0.1');
    try {
      expect(listener.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      const response = await fetch(listener.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      const text = await response.text();
      expect(text).toContain('site_page_cache_lookups_total{result="hit"} 1');
      expect(text).toContain('# TYPE process_cpu_seconds_total counter');
      expect((await fetch(listener.url.replace('/metrics', '/'))).status).toBe(404);
      expect((await fetch(listener.url, { method: 'POST' })).status).toBe(404);
    } finally {
      await listener.close();
    }
  });

  it('fails to start on a port already taken, naming it', async () => {
    const first = await startMetricsListener(createSiteMetrics().registry, 0, '127.0.0.1');
    try {
      const port = Number(new URL(first.url).port);
      await expect(startMetricsListener(createSiteMetrics().registry, port, '127.0.0.1')).rejects.toThrow(
        new RegExp(`EADDRINUSE.*${port}`),
      );
    } finally {
      await first.close();
    }
  });
});
