import { randomUUID } from 'node:crypto';
import { type RunningPrometheus, startPrometheus } from '../support/prometheus';
import {
  releaseSection,
  rendererStatus,
  serverVariantOfCurrentBuild,
  THROW_ON_SERVER,
} from '../support/section-release';
import { scrapeSiteMetrics } from '../support/site-metrics';
import { stack } from '../support/stack';

const scrape = scrapeSiteMetrics;

/** How much each series grew between two scrapes. */
function growth(before: Map<string, number>, after: Map<string, number>, series: readonly string[]) {
  return Object.fromEntries(series.map((name) => [name, (after.get(name) ?? 0) - (before.get(name) ?? 0)]));
}

async function get(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(stack().baseUrl + path);
  return { status: response.status, body: await response.text() };
}

describe("the site server's metrics", () => {
  it('count a browse: pages by route template and status, renders on a miss with their parts, cache hits', async () => {
    const probe = randomUUID();
    const pins = (await rendererStatus()).pins ?? {};
    const before = await scrape();
    // A first visit renders (a search nobody made: a new page), a second is from cache.
    for (const path of [`/developers?q=${probe}`, `/developers?skill=${probe}`]) {
      expect((await get(path)).status).toBe(200);
      expect((await get(path)).status).toBe(200);
    }
    expect((await get(`/no/such/page/${probe}`)).status).toBe(404);
    const after = await scrape();
    expect(
      growth(before, after, [
        'http_request_duration_seconds_count{method="GET",route="/developers",status="200"}',
        'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}',
        'site_page_cache_lookups_total{result="miss"}',
        'site_page_cache_lookups_total{result="hit"}',
        'site_page_renders_total{route="unmatched",outcome="ok"}',
      ]),
    ).toEqual({
      'http_request_duration_seconds_count{method="GET",route="/developers",status="200"}': 4,
      'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}': 1,
      'site_page_cache_lookups_total{result="miss"}': 3,
      'site_page_cache_lookups_total{result="hit"}': 2,
      'site_page_renders_total{route="unmatched",outcome="ok"}': 1,
    });
    // At least the two new searches: pages rendered again in the background (after a change of
    // data or a release by an earlier spec) are renders too.
    const rendered = growth(before, after, [
      'site_page_renders_total{route="/developers",outcome="ok"}',
      'site_page_render_duration_seconds_count{route="/developers"}',
      `site_section_renders_total{section="developers",build="${pins.developers}",outcome="ok"}`,
    ]);
    for (const [series, grown] of Object.entries(rendered))
      expect({ series, atLeastTwo: grown >= 2 }).toEqual({ series, atLeastTwo: true });
    // Labels are templates: no raw path or query of a visit is in the text.
    expect([...after.keys()].some((series) => series.includes(probe))).toBe(false);
    expect(after.get('site_renderer_generations{state="serving"}')).toBe(1);
    expect(after.get('process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it("are not served on the public port: its /metrics is the site's 404 page", async () => {
    const { status, body } = await get('/metrics');
    expect(status).toBe(404);
    expect(body).toContain('404 Page Not Found');
    expect(body).not.toContain('# TYPE');
  });

  it('count a part that fails on the server as an error of its section build, the page still rendered', async () => {
    const variant = serverVariantOfCurrentBuild('products', (entry) => `${entry}${THROW_ON_SERVER}`);
    try {
      // Past the release gate, which would refuse it: what the site does when a part fails anyway.
      const released = await releaseSection('products', ['--from', variant.dir, '--force']);
      expect(released.status).toBe(0);
      const failingBuild = (await rendererStatus()).pins?.products;
      expect((await get('/pricing')).status).toBe(200);
      const after = await scrape();
      // At least /pricing's part: the pages of the last hour are rendered again after a release too.
      expect(
        after.get(`site_section_renders_total{section="products",build="${failingBuild}",outcome="error"}`),
      ).toBeGreaterThanOrEqual(1);
      expect(after.has(`site_section_renders_total{section="products",build="${failingBuild}",outcome="ok"}`)).toBe(
        false,
      );
    } finally {
      variant.remove();
      const rolledBack = await releaseSection('products', ['--rollback', '--force']);
      expect(rolledBack.status).toBe(0);
    }
  }, 120_000);

  it('are scraped by a real Prometheus', async () => {
    const target = new URL(stack().siteMetricsUrl).host;
    let prometheus: RunningPrometheus | undefined;
    try {
      prometheus = await startPrometheus({ 'site-server': target });
      const running = prometheus;
      const deadline = Date.now() + 30_000;
      let series: Awaited<ReturnType<RunningPrometheus['query']>> = [];
      while (series.length < 3 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        series = await running.query('site_page_cache_lookups_total');
      }
      expect(series.map(({ metric }) => `${metric.job} ${metric.result}`).sort()).toEqual([
        'site-server busy',
        'site-server hit',
        'site-server miss',
        'site-server stale',
      ]);
      const hits = series.find(({ metric }) => metric.result === 'hit');
      expect(Number(hits?.value[1])).toBeGreaterThanOrEqual(2);
    } finally {
      await prometheus?.stop();
    }
  }, 60_000);
});
