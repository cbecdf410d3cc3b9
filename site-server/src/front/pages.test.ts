import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { RenderedPage } from '@site/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { cachedPages } from '../page-cache/page-source';
import { pages } from './pages';

const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='";

let root: string;
let app: FastifyInstance;
let buildsKey = 'products@one';
const priceOnPage = '£1,000';
let renders = 0;

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
  const source = cachedPages(
    { renderer: () => ({ buildsKey, render: async (url) => rendered(url) }) },
    { freshMs: 60_000, staleMs: 0 },
  );
  await app.register(pages, { shellDir: path.join(root, 'shell'), pages: source });
});

afterAll(async () => {
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

  it('keeps a missing page with its 404, never answered 304', async () => {
    const missing = await app.inject({ url: '/no-such-page', headers: asBrowser });
    expect(missing.statusCode).toBe(404);
    const again = await app.inject({
      url: '/no-such-page',
      headers: { ...asBrowser, 'if-none-match': String(missing.headers.etag) },
    });
    expect(again.statusCode).toBe(404);
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
