import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findRoute } from '@site/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { createGateway } from '../front/create-gateway';
import { shelvePage } from '../page-cache/shelved-page';
import { ReleasesOnDisk } from '../release-sources/releases-on-disk';
import { createSiteMetrics, type SiteMetrics } from './site-metrics';

let root: string;
let api: FastifyInstance;
let gateway: FastifyInstance;
let metrics: SiteMetrics;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'request-timing-'));
  const shellDir = path.join(root, 'shell');
  const releases = path.join(root, 'releases');
  mkdirSync(shellDir);
  mkdirSync(path.join(releases, 'home', 'abc123def456'), { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(shellDir, 'main.0123456789.js'), 'console.log(1);');
  writeFileSync(path.join(releases, 'home', 'abc123def456', 'remoteEntry.js'), '/* entry */');
  api = Fastify();
  api.get('/api/developers/:id', async (request) => ({ id: (request.params as { id: string }).id }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  metrics = createSiteMetrics();
  gateway = await createGateway({
    apiOrigin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    shellDir,
    files: { releasesDir: releases },
    pointers: new ReleasesOnDisk(releases),
    pages: {
      // Every page of the route table rendered; any other path the shell's 404 page.
      page: async (url) => ({
        page: await shelvePage({
          status: findRoute(new URL(url, 'http://site').pathname) ? 200 : 404,
          html: `<h1>${url}</h1>`,
          contentSecurityPolicy: "default-src 'self'",
          parts: [],
          renderBudgetSpent: false,
        }),
      }),
    },
    metrics,
  });
});

afterAll(async () => {
  await gateway.close();
  await api.close();
  rmSync(root, { recursive: true, force: true });
});

/** The request count of one route and status, as Prometheus reads it. */
async function requestCount(method: string, route: string, status: number): Promise<number> {
  const text = await metrics.registry.metrics();
  const line = `http_request_duration_seconds_count{method="${method}",route="${route}",status="${status}"} `;
  const found = text.split('\n').find((entry) => entry.startsWith(line));
  return found ? Number(found.slice(line.length)) : 0;
}

describe('request timing', () => {
  it('counts pages by their route template, never by their path', async () => {
    for (const url of ['/developer/ada', '/developer/grace?tab=skills', '/developer']) {
      expect((await gateway.inject(url)).statusCode).toBe(200);
    }
    expect(await requestCount('GET', '/developer/:id?', 200)).toBe(3);
    expect(await metrics.registry.metrics()).not.toContain('ada');
  });

  it("counts another spelling of a page, which the not-found handler serves, by the page's template", async () => {
    expect((await gateway.inject('/Developers/')).statusCode).toBe(200);
    expect(await requestCount('GET', '/developers', 200)).toBe(1);
  });

  it('counts a path no route answers as unmatched, with its 404', async () => {
    expect((await gateway.inject('/no/such/page')).statusCode).toBe(404);
    expect((await gateway.inject('/metrics')).statusCode).toBe(404);
    expect((await gateway.inject({ method: 'POST', url: '/nowhere' })).statusCode).toBe(404);
    expect(await requestCount('GET', 'unmatched', 404)).toBe(2);
    expect(await requestCount('POST', 'unmatched', 404)).toBe(1);
  });

  it('counts every API call as /api/* and every section file as /remotes/*, found or not', async () => {
    expect((await gateway.inject('/api/developers/7')).statusCode).toBe(200);
    expect((await gateway.inject('/remotes/home/abc123def456/remoteEntry.js')).statusCode).toBe(200);
    expect((await gateway.inject('/remotes/home/abc123def456/missing.js')).statusCode).toBe(404);
    expect(await requestCount('GET', '/api/*', 200)).toBe(1);
    expect(await requestCount('GET', '/remotes/*', 200)).toBe(1);
    expect(await requestCount('GET', '/remotes/*', 404)).toBe(1);
  });

  it("counts the shell's files as /* and the probes by their own route", async () => {
    expect((await gateway.inject('/main.0123456789.js')).statusCode).toBe(200);
    expect((await gateway.inject('/_site/live')).statusCode).toBe(200);
    expect(await requestCount('GET', '/*', 200)).toBe(1);
    expect(await requestCount('GET', '/_site/live', 200)).toBe(1);
  });

  it('observes each duration into the histogram, in seconds', async () => {
    const text = await metrics.registry.metrics();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="10",method="GET",route="\/developers",status="200"\} 1/,
    );
    const sum = /http_request_duration_seconds_sum\{method="GET",route="\/developers",status="200"\} (\S+)/.exec(text);
    expect(Number(sum?.[1])).toBeGreaterThan(0);
    expect(Number(sum?.[1])).toBeLessThan(10);
  });
});
