import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { RenderedPage } from '@site/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { type CachedPages, cachedPages, type PageAnswer, type PageSource } from '../page-cache/page-source';
import { pages } from './pages';

const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='";

let root: string;
let app: FastifyInstance;
let buildsKey = 'products@one';
const priceOnPage = '£1,000';
let renders = 0;
let source: CachedPages;

function rendered(url: string): RenderedPage {
  renders += 1;
  const status = url.startsWith('/no-such-page') ? 404 : 200;
  const text = `<!doctype html><h1>${url}</h1><p>${priceOnPage}</p><p>${buildsKey}</p>${'<p>Power Platform</p>'.repeat(100)}`;
  return { status, html: text, contentSecurityPolicy: POLICY, parts: [], renderBudgetSpent: false };
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'pages-'));
  mkdirSync(path.join(root, 'shell'));
  writeFileSync(path.join(root, 'shell', 'index.html'), '<!doctype html><div id="root"></div>');
  app = Fastify();
  // As the gateway registers it: answers not compressed ahead are compressed per response.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  source = cachedPages({ renderer: () => ({ buildsKey, render: async (url) => rendered(url) }) });
  await app.register(pages, { shellDir: path.join(root, 'shell'), pages: source });
});

afterAll(async () => {
  source.stop();
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const asBrowser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('pages from the page cache', () => {
  it('gives two visitors the same bytes and the same strong ETag, rendered once', async () => {
    const before = renders;
    const first = await app.inject({ url: '/pricing', headers: { ...asBrowser, cookie: 'a=1' } });
    const second = await app.inject({ url: '/pricing', headers: { ...asBrowser, cookie: 'b=2' } });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    expect(first.headers.etag).toMatch(/^"[\w-]+-br"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(renders - before).toBe(1);
  });

  it('sends the page compressed once, as the browser accepts it, with its own policy', async () => {
    const br = await app.inject({ url: '/pricing', headers: asBrowser });
    const gzip = await app.inject({ url: '/pricing', headers: { 'accept-encoding': 'gzip' } });
    const plain = await app.inject({ url: '/pricing' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.body).toContain('<h1>/pricing</h1>');
    expect(br.headers['content-security-policy']).toBe(POLICY);
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers.vary).toContain('Accept-Encoding');
  });

  it('lets a browser, nginx or a CDN keep it for seconds and send it stale while it asks again', async () => {
    const page = await app.inject({ url: '/pricing', headers: asBrowser });
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=3');
  });

  it('answers 304 without a body to a matching If-None-Match', async () => {
    const page = await app.inject({ url: '/pricing', headers: asBrowser });
    const again = await app.inject({
      url: '/pricing',
      headers: { ...asBrowser, 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(page.headers.etag);
    const stale = await app.inject({ url: '/pricing', headers: { ...asBrowser, 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('changes the ETag with a release and with the data, not otherwise', async () => {
    const before = (await app.inject({ url: '/risk-manager', headers: asBrowser })).headers.etag;
    buildsKey = 'products@two';
    const released = await app.inject({ url: '/risk-manager', headers: asBrowser });
    expect(released.headers.etag).not.toBe(before);
    expect(brotliDecompressSync(released.rawPayload).toString()).toContain('products@two');
    buildsKey = 'products@one';
    expect((await app.inject({ url: '/risk-manager', headers: asBrowser })).headers.etag).toBe(before);
  });

  it('sends the page of its address, however many campaign or unknown parameters, rendered once', async () => {
    const plain = await app.inject({ url: '/apps', headers: asBrowser });
    const before = renders;
    for (const url of ['/apps?utm_source=a&gclid=b', '/apps?anything=1', '/apps?fbclid=x&ref=li']) {
      const campaign = await app.inject({ url, headers: asBrowser });
      expect(campaign.headers.etag).toBe(plain.headers.etag);
      expect(campaign.rawPayload.equals(plain.rawPayload)).toBe(true);
    }
    expect(renders).toBe(before);
    // The renderer is asked for the page's address, never the request's.
    expect(brotliDecompressSync(plain.rawPayload).toString()).toContain('<h1>/apps</h1>');
  });

  it('renders a directory search by its address: parameters sorted, defaults and empty ones dropped', async () => {
    const first = await app.inject({
      url: '/developers?sort=rating&skill=Power%20BI&q=power&utm_campaign=x',
      headers: asBrowser,
    });
    const before = renders;
    const same = await app.inject({ url: '/developers?q=power&page=1&skill=Power+BI', headers: asBrowser });
    expect(same.headers.etag).toBe(first.headers.etag);
    expect(renders).toBe(before);
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain(
      '<h1>/developers?q=power&skill=Power%20BI</h1>',
    );
  });

  it('keeps a missing page with its 404, never answered 304', async () => {
    const missing = await app.inject({ url: '/no-such-page', headers: asBrowser });
    expect(missing.statusCode).toBe(404);
    const again = await app.inject({
      url: '/no-such-page',
      headers: { ...asBrowser, 'if-none-match': String(missing.headers.etag) },
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 503 with Retry-After and the page the browser renders when too busy to render a page, uncached', async () => {
    const busy: PageSource = { page: async (): Promise<PageAnswer> => ({ busy: true }) };
    const overloaded = Fastify();
    await overloaded.register(pages, { shellDir: path.join(root, 'shell'), pages: busy });
    const page = await overloaded.inject({ url: '/developers?q=new', headers: asBrowser });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('1');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<div id="root"></div>');
    await overloaded.close();
  });

  it('sends the page the browser renders when no renderer can answer, uncached', async () => {
    const noRenderer = Fastify();
    await noRenderer.register(pages, {
      shellDir: path.join(root, 'shell'),
      pages: cachedPages({ renderer: () => undefined }),
    });
    const page = await noRenderer.inject({ url: '/pricing' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toBeUndefined();
    await noRenderer.close();
  });
});
