import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { createGateway } from './create-gateway';

let root: string;
let api: FastifyInstance;
let gateway: FastifyInstance;
let seenForwardedFor: string | undefined;
const PRECOMPRESSED_SOURCE = `export const words = ${JSON.stringify('precompressed '.repeat(500))};`;
const PRECOMPRESSED_BROTLI = brotliCompressSync(PRECOMPRESSED_SOURCE);

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
  writeFileSync(path.join(shellDir, 'server', 'renderer.js'), '/* the renderer */');
  writeFileSync(path.join(homeBuild, 'mf-manifest.json'), '{"name":"home"}');
  writeFileSync(path.join(homeBuild, 'remoteEntry.js'), '/* entry */');
  writeFileSync(path.join(releases, 'home', 'current.json'), '{"buildId":"abc123def456","previous":[]}');
  api = Fastify();
  api.get('/api/health', async (request) => {
    seenForwardedFor = request.headers['x-forwarded-for'] as string | undefined;
    return { status: 'ok' };
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  gateway = await createGateway({
    apiOrigin: `http://127.0.0.1:${port}`,
    shellDir,
    releasesDir: releases,
    production: true,
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

  it("does not serve the shell's server code", async () => {
    expect((await gateway.inject({ url: '/server/renderer.js' })).statusCode).toBe(404);
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

  it('sends the security headers and no X-Powered-By', async () => {
    const response = await gateway.inject({ url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
