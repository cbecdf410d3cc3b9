import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { canaryPolicy } from '@site/contracts/release-files';
import { countedPagesSent } from '../metrics/pages-sent';
import { createSiteMetrics, type SiteMetrics } from '../metrics/site-metrics';
import { shelvePage } from '../page-cache/shelved-page';
import { ApiExperienceMetrics } from '../testing/api-experience-metrics';
import { describeVerdict, judgeCanary } from './judge-canary';
import { LocalEvidence } from './local-evidence';

let api: ApiExperienceMetrics;
let answer: () => Promise<{ status: number; body: string }>;
let server: Server;
let apiMetricsUrl: string;
let site: SiteMetrics;
let sendPage: (build: string, failed?: boolean) => Promise<void>;

beforeEach(async () => {
  api = new ApiExperienceMetrics();
  answer = async () => ({ status: 200, body: await api.registry.metrics() });
  server = createServer((_request, response) => {
    void answer().then(({ status, body }) => response.writeHead(status).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiMetricsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
  site = createSiteMetrics();
  const count = countedPagesSent(site);
  sendPage = async (build, failed = false) =>
    count(
      await shelvePage({
        status: 200,
        html: '<h1>Pricing</h1>',
        contentSecurityPolicy: '',
        parts: [{ section: 'products', module: 'PricingPage', build, outcome: failed ? 'error' : 'ok' }],
        renderBudgetSpent: false,
      }),
    );
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function times(count: number, action: () => unknown): Promise<void> {
  for (let index = 0; index < count; index += 1) await action();
}

describe('LocalEvidence: this site server and its API', () => {
  it('counts pages, failed parts, browser errors and vitals of each build since the canary started', async () => {
    // Before the canary: the serving build's history, which must not count.
    await times(100, () => sendPage('serve1'));
    await times(7, () => sendPage('serve1', true));
    api.errors.inc({ owner: 'products', build: 'serve1', route: '/pricing' }, 5);

    const watching = await new LocalEvidence({ registry: site.registry, apiMetricsUrl }).watch(
      'products',
      'serve1',
      'canary1',
    );
    await times(41, () => sendPage('serve1'));
    await times(8, () => sendPage('canary1'));
    await times(2, () => sendPage('canary1', true));
    api.errors.inc({ owner: 'products', build: 'canary1', route: '/pricing' }, 6);
    api.errors.inc({ owner: 'products', build: 'canary1', route: '/products/:slug' }, 3);
    api.errors.inc({ owner: 'shell', build: 'unknown', route: '/pricing' }, 4);
    // 20 LCPs of the canary: 10 at 0.9 s, 10 at 2.2 s; p75 is the 15th, 5 of 10 into (1.8, 2.5].
    for (let index = 0; index < 20; index += 1) {
      const route = index % 2 === 0 ? '/pricing' : '/products/:slug';
      api.vitals.observe({ name: 'LCP', route, section: 'products', build: 'canary1' }, index < 10 ? 0.9 : 2.2);
    }
    api.vitals.observe({ name: 'INP', route: '/pricing', section: 'products', build: 'canary1' }, 0.15);
    api.cls.observe({ route: '/pricing', section: 'products', build: 'canary1' }, 0.02);

    const evidence = await watching.read();
    expect(evidence.unavailable).toBeUndefined();
    expect(evidence.serving).toEqual({
      section: 'products',
      build: 'serve1',
      pages: 41,
      renderErrors: 0,
      browserErrors: 0,
      vitals: { samples: 0, sampleCounts: { lcp: 0, inp: 0, cls: 0 } },
    });
    expect(evidence.canary).toMatchObject({ build: 'canary1', pages: 10, renderErrors: 2, browserErrors: 9 });
    expect(evidence.canary.vitals.lcpP75Ms).toBeCloseTo(2150, 6);
    expect(evidence.canary.vitals.inpP75Ms).toBeCloseTo(175, 6); // one sample in (100, 200] ms
    expect(evidence.canary.vitals.clsP75).toBeCloseTo(0.04, 6);
    expect(evidence.canary.vitals.sampleCounts).toEqual({ lcp: 20, inp: 1, cls: 1 });
    expect(describeVerdict(judgeCanary(evidence, canaryPolicy(), 60_000))).toBe(
      'products canary canary1 against serve1: roll back: browser errors 9 in 10 pages (90%) against 0 in 41 (0%)',
    );
  });

  it('counts what an API that restarted meanwhile counted since', async () => {
    api.errors.inc({ owner: 'products', build: 'canary1', route: '/pricing' }, 10);
    const watching = await new LocalEvidence({ registry: site.registry, apiMetricsUrl }).watch(
      'products',
      'serve1',
      'canary1',
    );
    api.errors.reset();
    api.errors.inc({ owner: 'products', build: 'canary1', route: '/pricing' }, 2);
    expect((await watching.read()).canary.browserErrors).toBe(2);
  });

  it("reads the two builds' series alone: reports of any other build neither count nor hold the verdict", async () => {
    const watching = await new LocalEvidence({ registry: site.registry, apiMetricsUrl }).watch(
      'products',
      'serve1',
      'canary1',
    );
    await times(41, () => sendPage('serve1'));
    await times(50, () => sendPage('canary1'));
    // The build before the serving one (the API keeps series only of builds the site serves).
    api.errors.inc({ owner: 'products', build: 'serve0', route: '/pricing' }, 30);
    const evidence = await watching.read();
    expect(evidence.unavailable).toBeUndefined();
    expect([evidence.canary.browserErrors, evidence.serving.browserErrors]).toEqual([0, 0]);
    expect(judgeCanary(evidence, canaryPolicy(), 60 * 60_000).decision).toBe('promote');
  });

  it.each([
    ['answers 503', async () => ({ status: 503, body: 'unavailable' }), 'answered 503'],
    [
      'answers a page that is not metrics',
      async () => ({ status: 200, body: '<h1>Welcome</h1>' }),
      'not Prometheus text',
    ],
  ])('is unavailable, saying why, when the API %s', async (_case, bad, reason) => {
    const watching = await new LocalEvidence({ registry: site.registry, apiMetricsUrl }).watch(
      'products',
      'serve1',
      'canary1',
    );
    await times(50, () => sendPage('canary1', true));
    answer = bad;
    const evidence = await watching.read();
    expect(evidence.unavailable).toContain(reason);
    expect(evidence.canary.pages).toBe(0);
    const verdict = judgeCanary(evidence, canaryPolicy(), 60 * 60_000);
    expect(verdict.decision).toBe('wait');
    expect(verdict.reasons[0]).toMatch(/^no numbers to judge: the API's metrics at http:\/\/127\.0\.0\.1:\d+\/metrics/);
  });

  it('is unavailable when the API does not answer, from the start on', async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const watching = await new LocalEvidence({ registry: site.registry, apiMetricsUrl }).watch(
      'products',
      'serve1',
      'canary1',
    );
    const evidence = await watching.read();
    expect(evidence.unavailable).toMatch(/^at the start: the API's metrics at .* did not answer \(ECONNREFUSED\)$/);
  });

  it('is unavailable without an API metrics address', async () => {
    const watching = await new LocalEvidence({ registry: site.registry, apiMetricsUrl: undefined }).watch(
      'products',
      'serve1',
      'canary1',
    );
    expect((await watching.read()).unavailable).toContain('no API metrics address (API_METRICS_URL)');
  });
});
