import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { canaryPolicy } from '@site/contracts/release-files';
import { judgeCanary } from './judge-canary';
import { PrometheusEvidence } from './prometheus-evidence';

/**
 * The failures of a Prometheus, answered by a small server (the real Prometheus's answers, with
 * both gateways' and the API's series, are read in e2e/deploy/canary-evidence-prometheus.test.ts).
 */
let answer: (url: URL) => { status: number; body: string };
let server: Server;
let prometheusUrl: string;
const queries: URL[] = [];

beforeEach(async () => {
  queries.length = 0;
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://prometheus');
    queries.push(url);
    const { status, body } = answer(url);
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  prometheusUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const vector = (result: unknown[]) => JSON.stringify({ status: 'success', data: { resultType: 'vector', result } });

async function readOnce(now = () => 1_700_000_000_000) {
  const watching = await new PrometheusEvidence({ prometheusUrl, now }).watch('products', 'serve.1', 'canary1');
  return watching.read();
}

describe('PrometheusEvidence', () => {
  it('asks for the three builds of the evidence series at the start and now, and counts the difference', async () => {
    let time = 1_700_000_000_000;
    const at = (url: URL) => Number(url.searchParams.get('time')) * 1000;
    answer = (url) => ({
      status: 200,
      body: vector([
        {
          metric: { __name__: 'site_pages_sent_total', section: 'products', build: 'canary1', outcome: 'ok', pod: 'a' },
          value: [at(url) / 1000, at(url) === 1_700_000_000_000 ? '4' : '16'],
        },
      ]),
    });
    const watching = await new PrometheusEvidence({ prometheusUrl, now: () => time }).watch(
      'products',
      'serve.1',
      'canary1',
    );
    time += 90_000;
    const evidence = await watching.read();
    expect(evidence.canary.pages).toBe(12);
    expect(queries.map((query) => query.searchParams.get('time')).sort()).toEqual(['1700000000.000', '1700000090.000']);
    expect(queries[0]?.pathname).toBe('/api/v1/query');
    expect(queries[0]?.searchParams.get('query')).toBe(
      '{__name__=~"site_pages_sent_total|site_browser_errors_total|site_web_vital_seconds_bucket|site_web_vital_seconds_count|site_web_vital_cls_bucket|site_web_vital_cls_count",build=~"serve\\\\.1|canary1"}',
    );
  });

  it.each([
    [
      'refuses the query',
      { status: 400, body: JSON.stringify({ status: 'error', error: 'parse error' }) },
      'answered 400: parse error',
    ],
    [
      'answers a page that is not JSON',
      { status: 502, body: '<h1>Bad gateway</h1>' },
      'answered 502 with no query result',
    ],
    [
      'answers something else than samples',
      { status: 200, body: JSON.stringify({ status: 'success', data: { resultType: 'matrix', result: [] } }) },
      'answered 200: no vector of samples',
    ],
  ])('is a wait, saying why, when Prometheus %s', async (_case, bad, reason) => {
    answer = () => bad;
    const evidence = await readOnce();
    expect(evidence.unavailable).toBe(`Prometheus at ${prometheusUrl} ${reason}`);
    expect(judgeCanary(evidence, canaryPolicy(), 3_600_000).decision).toBe('wait');
  });

  it('is a wait, saying why, when Prometheus does not answer', async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const evidence = await readOnce();
    expect(evidence.unavailable).toBe(`Prometheus at ${prometheusUrl} did not answer (ECONNREFUSED)`);
  });
});
