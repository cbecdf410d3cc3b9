import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EXPERIENCE_BEACON_PATH, SECTION_NAMES, SERVED_BUILDS_HEADER, type SectionName } from '@site/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { ReleasesOnDisk } from '../release-sources/releases-on-disk';
import { SectionServers } from '../release-sources/section-servers';
import { createGateway } from './create-gateway';

function everySectionAt(origin: string): Record<SectionName, string> {
  return Object.fromEntries(SECTION_NAMES.map((name) => [name, origin])) as Record<SectionName, string>;
}

/** Sections served by their own servers (here one server for all). */
function sectionServersAt(origin: string) {
  const origins = everySectionAt(origin);
  return { files: { sectionOrigins: origins }, pointers: new SectionServers(origins) };
}

let root: string;
let api: FastifyInstance;
let gateway: FastifyInstance;
let seenForwardedFor: string | undefined;
/** The served-builds header of each request the API got (undefined: none), by path. */
const servedBuildsSeen: { path: string; served: string | string[] | undefined }[] = [];
const PRECOMPRESSED_SOURCE = `export const words = ${JSON.stringify('precompressed '.repeat(500))};`;
const PRECOMPRESSED_BROTLI = brotliCompressSync(PRECOMPRESSED_SOURCE);
/** A renderer generation's stylesheet, kept; any other well-named file gets the serving one's stand-in. */
const KEPT_STYLESHEET = { file: '0123456789abcdef0123.css', css: `.css-kept{color:red}${' '.repeat(2000)}` };
const stylesheets = {
  stylesheet: (file: string) =>
    file === KEPT_STYLESHEET.file ? { css: KEPT_STYLESHEET.css, exact: true } : { css: '.css-now{}', exact: false },
};

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'gateway-'));
  const shellDir = path.join(root, 'shell');
  const releases = path.join(root, 'releases');
  const homeBuild = path.join(releases, 'home', 'abc123def456');
  mkdirSync(shellDir);
  mkdirSync(homeBuild, { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(shellDir, 'main.0123456789.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(path.join(shellDir, 'chunk.abcdef0123.js'), PRECOMPRESSED_SOURCE);
  writeFileSync(path.join(shellDir, 'chunk.abcdef0123.js.br'), PRECOMPRESSED_BROTLI);
  mkdirSync(path.join(shellDir, 'server'));
  writeFileSync(path.join(shellDir, 'server', 'render-page.js'), '/* the shell server build */');
  writeFileSync(path.join(homeBuild, 'mf-manifest.json'), '{"name":"home"}');
  writeFileSync(path.join(homeBuild, 'remoteEntry.js'), '/* entry */');
  writeFileSync(path.join(releases, 'home', 'current.json'), '{"buildId":"abc123def456","previous":[]}');
  writeFileSync(path.join(releases, '.preview-secret'), 'the-secret-npm-start-generated-for-previews');
  api = Fastify();
  api.get('/api/health', async (request) => {
    seenForwardedFor = request.headers['x-forwarded-for'] as string | undefined;
    servedBuildsSeen.push({ path: request.url, served: request.headers[SERVED_BUILDS_HEADER] });
    return { status: 'ok' };
  });
  api.post(EXPERIENCE_BEACON_PATH, async (request, reply) => {
    servedBuildsSeen.push({ path: request.url, served: request.headers[SERVED_BUILDS_HEADER] });
    return reply.code(204).send();
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  gateway = await createGateway({
    apiOrigin: `http://127.0.0.1:${port}`,
    shellDir,
    files: { releasesDir: releases },
    pointers: new ReleasesOnDisk(releases),
    production: true,
    stylesheets,
    servedBuilds: () => [
      { section: 'home', build: 'abc123def456' },
      { section: 'forms', build: 'forms-canary' },
      { section: 'home', build: 'abc123def456' },
    ],
  });
});

afterAll(async () => {
  await gateway.close();
  await api.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the gateway', () => {
  it('sends the build-time brotli copy of a file as is, cached as the file it stands for', async () => {
    const response = await gateway.inject({ url: '/chunk.abcdef0123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PRECOMPRESSED_SOURCE);
    // The very bytes of the file on disk, not a fresh compression of the source.
    expect(response.rawPayload.equals(PRECOMPRESSED_BROTLI)).toBe(true);
  });

  it('without a renderer, serves the shell page for a known route (rendered in the browser), ignoring case, with 200', async () => {
    for (const url of ['/', '/developers', '/DEVELOPERS', '/developer/123', '/developer', '/risk-manager']) {
      const response = await gateway.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an unknown page with 404 and the shell page (which shows its 404)', async () => {
    const response = await gateway.inject({ url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves each section build under /remotes/<name>/<buildId>/, cached for good (a build folder never changes)', async () => {
    const response = await gateway.inject({ url: '/remotes/home/abc123def456/mf-manifest.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'home' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await gateway.inject({ url: '/remotes/home/abc123def456/missing.js' })).statusCode).toBe(404);
  });

  it("serves a section's pointer to its current build, always revalidated", async () => {
    const response = await gateway.inject({ url: '/remotes/home/current.json' });
    expect(response.json()).toEqual({ buildId: 'abc123def456', previous: [] });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('never serves the preview secret kept in the releases folder', async () => {
    for (const url of ['/remotes/.preview-secret', '/remotes/%2Epreview-secret', '/remotes/home/../.preview-secret']) {
      const response = await gateway.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('the-secret');
    }
  });

  it("serves the renderers' stylesheet by its digest, kept a year and compressed; a file not kept gets the serving one, revalidated", async () => {
    const kept = await gateway.inject({
      url: `/page-styles/${KEPT_STYLESHEET.file}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(kept.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(kept.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(kept.rawPayload).toString()).toBe(KEPT_STYLESHEET.css);
    expect(kept.headers.vary).toContain('Accept-Encoding');
    const gzipped = await gateway.inject({
      url: `/page-styles/${KEPT_STYLESHEET.file}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(KEPT_STYLESHEET.css);
    const plain = await gateway.inject({
      url: `/page-styles/${KEPT_STYLESHEET.file}`,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(KEPT_STYLESHEET.css);
    const other = await gateway.inject({ url: '/page-styles/ffffffffffffffffffff.css' });
    expect(other.body).toBe('.css-now{}');
    expect(other.headers['cache-control']).toBe('no-cache');
    for (const url of ['/page-styles/kept.css', '/page-styles/..%2Findex.html', '/page-styles/']) {
      expect({ url, status: (await gateway.inject({ url })).statusCode }).toEqual({ url, status: 404 });
    }
  });

  it("does not serve the shell's server code", async () => {
    expect((await gateway.inject({ url: '/server/render-page.js' })).statusCode).toBe(404);
  });

  it('redirects /index.html to /', async () => {
    const response = await gateway.inject({ url: '/index.html' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/');
  });

  it('caches hashed files for a year and compresses them', async () => {
    const response = await gateway.inject({ url: '/main.0123456789.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    const gzip = await gateway.inject({ url: '/main.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('serves where the current build of each published section is', async () => {
    const response = await gateway.inject({ url: '/sections.json' });
    expect(response.json()).toEqual({ home: '/remotes/home/abc123def456/mf-manifest.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('proxies /api to the API, telling it the client address', async () => {
    const response = await gateway.inject({ url: '/api/health', remoteAddress: '203.0.113.9' });
    expect(response.json()).toEqual({ status: 'ok' });
    expect(seenForwardedFor).toBe('203.0.113.9');
  });

  it("names the builds it serves on a visitor's beacon, and drops the header a client sent under that name", async () => {
    servedBuildsSeen.length = 0;
    const forged = { [SERVED_BUILDS_HEADER]: 'home@made-up,apps@junk', 'content-type': 'text/plain' };
    const beacon = await gateway.inject({
      method: 'POST',
      url: EXPERIENCE_BEACON_PATH,
      headers: forged,
      payload: '{}',
    });
    expect(beacon.statusCode).toBe(204);
    const elsewhere = await gateway.inject({ url: '/api/health', headers: forged });
    expect(elsewhere.statusCode).toBe(200);
    expect(servedBuildsSeen).toEqual([
      { path: EXPERIENCE_BEACON_PATH, served: 'forms@forms-canary,home@abc123def456' },
      { path: '/api/health', served: undefined },
    ]);
  });

  it('sends the security headers and no X-Powered-By', async () => {
    const response = await gateway.inject({ url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('probes', () => {
  const stubRenderer = (pins: Record<SectionName, string> | null) => ({
    status: () => ({ pins, pid: pins ? 4242 : null }),
  });
  const pinned = Object.fromEntries(SECTION_NAMES.map((name) => [name, 'abc123def456'])) as Record<SectionName, string>;

  async function gatewayWith(renderer: ReturnType<typeof stubRenderer> | undefined): Promise<FastifyInstance> {
    return createGateway({
      apiOrigin: 'http://127.0.0.1:9',
      shellDir: path.join(root, 'shell'),
      files: { releasesDir: root },
      pointers: new ReleasesOnDisk(root),
      renderer,
    });
  }

  it('is live as soon as it answers, and ready only once its renderer is warm', async () => {
    const warming = await gatewayWith(stubRenderer(null));
    expect((await warming.inject({ url: '/_site/live' })).statusCode).toBe(200);
    const notReady = await warming.inject({ url: '/_site/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ status: 'warming up' });
    expect(notReady.headers['cache-control']).toBe('no-store');
    await warming.close();
    const warm = await gatewayWith(stubRenderer(pinned));
    const ready = await warm.inject({ url: '/_site/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    await warm.close();
  });

  it('is ready without a renderer (pages rendered in the browser)', async () => {
    const plain = await gatewayWith(undefined);
    expect((await plain.inject({ url: '/_site/ready' })).statusCode).toBe(200);
    await plain.close();
  });

  it('stops being ready once it is stopping (before it stops listening)', async () => {
    const stopping = await gatewayWith(stubRenderer(pinned));
    let answer: { status: number; body: unknown } | undefined;
    // Runs after the gateway's own preClose hook, while the server still listens.
    stopping.addHook('preClose', async () => {
      const address = stopping.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const response = await fetch(`http://127.0.0.1:${port}/_site/ready`, { signal: AbortSignal.timeout(2000) });
      answer = { status: response.status, body: await response.json() };
    });
    await stopping.listen({ port: 0, host: '127.0.0.1' });
    await stopping.close();
    expect(answer).toEqual({ status: 503, body: { status: 'stopping' } });
  });
});

describe('behind a load balancer, with sections served by their own servers', () => {
  let sections: FastifyInstance;
  let upstreamApi: FastifyInstance;
  let balanced: FastifyInstance;
  let apiSaw: string | undefined;
  const sectionsSaw: string[] = [];

  const originOf = (server: FastifyInstance) => {
    const address = server.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  };

  beforeAll(async () => {
    sections = Fastify();
    sections.get('/*', async (request, reply) => {
      sectionsSaw.push(request.url);
      if (request.url.endsWith('/current.json')) return { buildId: `${request.url.split('/')[2]}-build`, previous: [] };
      return reply.header('Cache-Control', 'no-cache').send(`file ${request.url}`);
    });
    await sections.listen({ port: 0, host: '127.0.0.1' });
    upstreamApi = Fastify();
    upstreamApi.get('/api/health', async (request) => {
      apiSaw = request.headers['x-forwarded-for'] as string | undefined;
      return { status: 'ok' };
    });
    await upstreamApi.listen({ port: 0, host: '127.0.0.1' });
    balanced = await createGateway({
      apiOrigin: originOf(upstreamApi),
      shellDir: path.join(root, 'shell'),
      ...sectionServersAt(originOf(sections)),
      trustProxy: ['10.0.0.0/8'],
    });
  });

  afterAll(async () => {
    await balanced.close();
    await sections.close();
    await upstreamApi.close();
  });

  it("proxies /remotes/<name>/ to that section's server, path unchanged", async () => {
    const response = await balanced.inject({ url: '/remotes/forms/abc/remoteEntry.js?v=1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('file /remotes/forms/abc/remoteEntry.js?v=1');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("lists every section's current build, read from its server", async () => {
    const response = await balanced.inject({ url: '/sections.json' });
    expect(response.json()).toEqual(
      Object.fromEntries(SECTION_NAMES.map((name) => [name, `/remotes/${name}/${name}-build/mf-manifest.json`])),
    );
  });

  it("tells the API the visitor's address a trusted load balancer gave, and the peer's otherwise", async () => {
    await balanced.inject({
      url: '/api/health',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(apiSaw).toBe('198.51.100.7');
    await balanced.inject({
      url: '/api/health',
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(apiSaw).toBe('203.0.113.5');
  });
});

describe('with section pointers agreed across pods', () => {
  it("serves each section's agreed pointer and lists its build in sections.json", async () => {
    const agreed = await createGateway({
      apiOrigin: 'http://127.0.0.1:9',
      shellDir: path.join(root, 'shell'),
      files: { sectionOrigins: everySectionAt('http://127.0.0.1:9') },
      pointers: {
        pointer: async (name) => (name === 'forms' ? { buildId: 'f0f0f0f0f0f0', previous: [] } : undefined),
      },
      answerPointers: true,
    });
    const pointer = await agreed.inject({ url: '/remotes/forms/current.json' });
    expect(pointer.json()).toEqual({ buildId: 'f0f0f0f0f0f0', previous: [] });
    expect(pointer.headers['cache-control']).toBe('no-cache');
    expect((await agreed.inject({ url: '/remotes/home/current.json' })).statusCode).toBe(503);
    expect((await agreed.inject({ url: '/sections.json' })).json()).toEqual({
      forms: '/remotes/forms/f0f0f0f0f0f0/mf-manifest.json',
    });
    await agreed.close();
  });
});

describe("with a section's canary Deployment (Kubernetes)", () => {
  /** A section server naming itself in every answer, so the test sees which one was asked. */
  async function namedServer(name: string): Promise<{ origin: string; server: FastifyInstance }> {
    const server = Fastify();
    server.get('/remotes/*', async (request) => ({ from: name, url: request.url }));
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    return { origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
  }

  it("fetches the candidate's files from the canary's Service, every other build's from the section's", async () => {
    const section = await namedServer('section');
    const canary = await namedServer('canary');
    let candidate: string | undefined = 'c4c4c4c4c4c4';
    const withCanary = await createGateway({
      apiOrigin: 'http://127.0.0.1:9',
      shellDir: path.join(root, 'shell'),
      files: { sectionOrigins: everySectionAt(section.origin) },
      pointers: { pointer: async () => undefined },
      canaryFiles: { section: 'forms', origin: canary.origin, candidate: () => candidate },
    });
    const from = async (url: string) => (await withCanary.inject({ url })).json().from;
    expect(await from('/remotes/forms/c4c4c4c4c4c4/remoteEntry.js')).toBe('canary');
    expect(await from('/remotes/forms/f0f0f0f0f0f0/remoteEntry.js')).toBe('section');
    expect(await from('/remotes/products/c4c4c4c4c4c4/remoteEntry.js')).toBe('section');
    // Its pods gone: nothing goes to the canary.
    candidate = undefined;
    expect(await from('/remotes/forms/c4c4c4c4c4c4/remoteEntry.js')).toBe('section');
    await withCanary.close();
    await Promise.all([section.server.close(), canary.server.close()]);
  });
});

describe('a lead sent to an API replica that is going away', () => {
  let upstream: import('node:http').Server;
  let flaky: FastifyInstance;
  /** What the next requests meet, in order: 'drop' (connection destroyed), 502, or stored (201). */
  let script: ('drop' | 502)[] = [];
  const received: { key: string | undefined; body: string; forwardedFor: string | undefined }[] = [];

  beforeAll(async () => {
    const http = await import('node:http');
    upstream = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const next = script.shift();
        if (next === 'drop') return void request.socket.destroy();
        if (next === 502) return void response.writeHead(502).end('bad gateway');
        received.push({
          key: request.headers['idempotency-key'] as string | undefined,
          body: Buffer.concat(chunks).toString(),
          forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
        });
        response.writeHead(201, { 'content-type': 'application/json', 'x-request-id': 'r-1' });
        response.end('{"id":"lead-1","status":"new"}');
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const address = upstream.address();
    flaky = await createGateway({
      apiOrigin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      shellDir: path.join(root, 'shell'),
      files: { releasesDir: root },
      pointers: new ReleasesOnDisk(root),
    });
  });

  afterAll(async () => {
    await flaky.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  const send = (headers: Record<string, string>) =>
    flaky.inject({
      method: 'POST',
      url: '/api/contacts',
      remoteAddress: '198.51.100.20',
      headers: { 'content-type': 'application/json', ...headers },
      payload: '{"fullName":"Ada"}',
    });

  it('is sent again, same key and body, when the connection drops or a proxy answers 502, and answered once stored', async () => {
    received.length = 0;
    script = ['drop', 502];
    const response = await send({ 'idempotency-key': 'key-1' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 'lead-1', status: 'new' });
    expect(response.headers['x-request-id']).toBe('r-1');
    expect(received).toEqual([{ key: 'key-1', body: '{"fullName":"Ada"}', forwardedFor: '198.51.100.20' }]);
  });

  it('without an Idempotency-Key, is sent once: a dropped connection is a 502 the visitor sees', async () => {
    received.length = 0;
    script = ['drop'];
    const response = await send({});
    expect(response.statusCode).toBe(502);
    expect(received).toEqual([]);
  });

  it('gives up after three attempts', async () => {
    script = ['drop', 'drop', 'drop', 'drop'];
    expect((await send({ 'idempotency-key': 'key-2' })).statusCode).toBe(502);
    expect(script).toEqual(['drop']);
    script = [];
  });
});
