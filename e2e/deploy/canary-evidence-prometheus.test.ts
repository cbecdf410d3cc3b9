import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { canaryPolicy } from '@site/contracts/release-files';
import { describeVerdict, judgeCanary } from '../../site-server/src/canary/judge-canary';
import { PrometheusEvidence } from '../../site-server/src/canary/prometheus-evidence';
import { type MetricsListener, startMetricsListener } from '../../site-server/src/metrics/metrics-listener';
import { countedPagesSent } from '../../site-server/src/metrics/pages-sent';
import { createSiteMetrics } from '../../site-server/src/metrics/site-metrics';
import { shelvePage } from '../../site-server/src/page-cache/shelved-page';
import { ApiExperienceMetrics } from '../../site-server/src/testing/api-experience-metrics';
import { type RunningPrometheus, startPrometheus } from '../support/prometheus';

/**
 * The canary's evidence on Kubernetes, against Debian's real Prometheus: two gateways (each its
 * own registry and metrics listener, as two pods) and an API, scraped every second; the evidence
 * is what Prometheus answers, summed across the pods, since the canary started.
 */
const gateways = [createSiteMetrics(), createSiteMetrics()];
const countPage = gateways.map((metrics) => countedPagesSent(metrics));
const api = new ApiExperienceMetrics();
const listeners: MetricsListener[] = [];
let apiServer: Server;
let prometheus: RunningPrometheus;

async function sendPages(gateway: number, build: string, count: number, failed = false): Promise<void> {
  const page = await shelvePage({
    status: 200,
    html: '<h1>Pricing</h1>',
    contentSecurityPolicy: '',
    parts: [{ section: 'products', module: 'PricingPage', build, outcome: failed ? 'error' : 'ok' }],
    renderBudgetSpent: false,
  });
  for (let index = 0; index < count; index += 1) countPage[gateway]?.(page);
}

/** Until Prometheus's answer to the query is this number (scraped every second). */
async function scraped(promql: string, expected: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [sample] = await prometheus.query(promql);
    if (Number(sample?.value[1]) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Prometheus never answered ${expected} to ${promql}`);
}

beforeAll(async () => {
  for (const metrics of gateways) listeners.push(await startMetricsListener(metrics.registry, 0, '127.0.0.1'));
  apiServer = createServer((_request, response) => {
    void api.registry
      .metrics()
      .then((text) => response.writeHead(200, { 'Content-Type': api.registry.contentType }).end(text));
  });
  await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve));
  const target = (url: string) => new URL(url).host;
  prometheus = await startPrometheus({
    'gateway-a': target(listeners[0]?.url ?? ''),
    'gateway-b': target(listeners[1]?.url ?? ''),
    api: `127.0.0.1:${(apiServer.address() as AddressInfo).port}`,
  });
});

afterAll(async () => {
  await prometheus?.stop();
  for (const listener of listeners) await listener.close();
  apiServer?.closeAllConnections();
  await new Promise((resolve) => apiServer?.close(resolve));
});

describe('the canary evidence from a real Prometheus', () => {
  it('counts each build across both gateways and the API since the canary started, and the judge rolls it back', async () => {
    // Before the canary: the serving build's history, which must not count.
    await sendPages(0, 'serve1', 30);
    api.errors.inc({ owner: 'products', build: 'serve1', route: '/pricing' }, 5);
    await scraped('sum(site_pages_sent_total)', 30);
    await scraped('sum(site_browser_errors_total)', 5);

    const watching = await new PrometheusEvidence({ prometheusUrl: prometheus.origin }).watch(
      'products',
      'serve1',
      'canary1',
    );
    await sendPages(0, 'serve1', 20);
    await sendPages(1, 'serve1', 21);
    await sendPages(0, 'canary1', 4);
    await sendPages(0, 'canary1', 2, true);
    await sendPages(1, 'canary1', 4); // a series that begins on gateway b after the start
    api.errors.inc({ owner: 'products', build: 'canary1', route: '/pricing' }, 9);
    for (let index = 0; index < 20; index += 1) {
      api.vitals.observe(
        { name: 'LCP', route: '/pricing', section: 'products', build: 'canary1' },
        index < 10 ? 0.9 : 2.2,
      );
      api.vitals.observe({ name: 'LCP', route: '/pricing', section: 'products', build: 'serve1' }, 1.2);
    }
    await scraped('sum(site_pages_sent_total{build="canary1"})', 10);
    await scraped('sum(site_pages_sent_total{build="serve1"})', 71);
    await scraped('sum(site_browser_errors_total{build="canary1"})', 9);
    await scraped('sum(site_web_vital_seconds_count{build=~"canary1|serve1"})', 40);

    const evidence = await watching.read();
    expect(evidence.unavailable).toBeUndefined();
    expect(evidence.canary).toMatchObject({ pages: 10, renderErrors: 2, browserErrors: 9 });
    expect(evidence.serving).toMatchObject({ pages: 41, renderErrors: 0, browserErrors: 0 });
    // The same p75 as PromQL's histogram_quantile of the same buckets (all of the canary's came after the start).
    const [promqlP75] = await prometheus.query(
      'histogram_quantile(0.75, sum by (le) (site_web_vital_seconds_bucket{name="LCP",build="canary1"}))',
    );
    expect(evidence.canary.vitals.lcpP75Ms).toBeCloseTo(Number(promqlP75?.value[1]) * 1000, 6);
    expect(evidence.canary.vitals.lcpP75Ms).toBeCloseTo(2150, 6);
    expect(evidence.canary.vitals.sampleCounts?.lcp).toBe(20);
    expect(describeVerdict(judgeCanary(evidence, canaryPolicy(), 60_000))).toBe(
      'products canary canary1 against serve1: roll back: browser errors 9 in 10 pages (90%) against 0 in 41 (0%); ' +
        // Every serving LCP was 1.2 s: its bucket (1, 1.8] gives 1.6 s, the precision the buckets allow.
        'LCP p75 2150 ms against 1600 ms (20 and 20 samples)',
    );
  });
});
