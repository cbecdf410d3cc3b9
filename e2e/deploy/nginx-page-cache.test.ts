import { readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { pageParameterNames, pageSecurityPolicy, SITE_ROUTES } from '@site/contracts';
import { PAGE_CACHE_CONTROL } from '../../site-server/src/front/page-response';
import { securityHeaders } from '../../site-server/src/front/security-headers';
import {
  type Answer,
  findNginx,
  freePort,
  NGINX_DIR,
  PAGE_CACHE_FILE,
  type Prefix,
  type RunningNginx,
  removePrefix,
  replaceExactly,
  request,
  type SeenRequest,
  startNginx,
  startUpstream,
  testConfig,
  writePageCachingPrefix,
} from './nginx-harness';

/**
 * The compose gateway keeping pages as the site server's headers say (page-cache.conf), with the
 * real nginx and a stand-in site server that answers like site-server/src/front/page-response.ts.
 */
const GATEWAY_CONF = readFileSync(path.join(NGINX_DIR, 'gateway.conf'), 'utf8');
const KUBERNETES_CONF = readFileSync(path.join(path.dirname(PAGE_CACHE_FILE), 'page-cache-server.conf'), 'utf8');
const PAGE_POLICY = pageSecurityPolicy({
  scripts: ["'sha256-abcdefabcdefabcdefabcdefabcdefabcdefabcdefa='"],
  styles: [],
});

/** Each page's version (a release changes it) and the answers held back until released. */
const versions = new Map<string, number>();
const held = new Map<string, Promise<void>>();

/** A page as the site server sends it: one ETag per version and encoding, 304 to a matching If-None-Match. */
function answerPage(
  seen: SeenRequest,
  res: http.ServerResponse,
  headers: Record<string, string> = { 'X-Frame-Options': 'SAMEORIGIN' },
): void {
  const url = seen.url;
  const encoding = String(seen.headers['accept-encoding'] ?? '') || 'identity';
  const version = versions.get(url) ?? 1;
  const etag = `"${url.replaceAll('/', '')}-v${version}-${encoding}"`;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  res.setHeader('Content-Security-Policy', PAGE_POLICY);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (url.startsWith('/private')) res.setHeader('Cache-Control', 'private, max-age=60');
  else if (url.startsWith('/no-store')) res.setHeader('Cache-Control', 'no-store');
  else res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
  if (url.startsWith('/cookie')) res.setHeader('Set-Cookie', 'visitor=1; Path=/');
  if (seen.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    return void res.end();
  }
  res.end(`<!doctype html><title>${url} v${version} ${encoding}</title>`);
}

let nginx: RunningNginx;
let prefix: Prefix;
let site: Awaited<ReturnType<typeof startUpstream>>;
let api: Awaited<ReturnType<typeof startUpstream>>;

beforeAll(async () => {
  site = await startUpstream((seen, res) => {
    const wait = held.get(seen.url) ?? Promise.resolve();
    void wait.then(() => answerPage(seen, res));
  });
  // An API answer a cache could keep if it were allowed to: the gateway must not.
  api = await startUpstream((seen, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ url: seen.url, method: seen.method }));
  });
  const port = await freePort();
  let conf = replaceExactly(GATEWAY_CONF, 'listen 8080 default_server;', `listen 127.0.0.1:${port} default_server;`);
  conf = replaceExactly(conf, 'http://api:3000', `http://127.0.0.1:${api.port}`);
  conf = replaceExactly(conf, 'http://site:8080', `http://127.0.0.1:${site.port}`);
  prefix = writePageCachingPrefix('gateway-cache', conf, '/var/cache/nginx/pages');
  nginx = await startNginx(findNginx(), prefix, port);
}, 20_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([site?.close(), api?.close()]);
  removePrefix(prefix);
});

const asked = (url: string) => site.seen.filter((seen) => seen.url === url);
const get = (url: string, headers: Record<string, string> = {}) =>
  request(nginx.port, url, { headers: { 'Accept-Encoding': 'gzip, deflate, br', ...headers } });

/** Waits (polling, bounded) until `done` holds: the page's second of freshness passing, a background update. */
async function until(what: string, done: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits past the page's s-maxage (1 s): its next request makes nginx ask the site server again. */
async function untilExpired(url: string): Promise<void> {
  const before = asked(url).length;
  await until(`${url} to expire`, async () => {
    await get(url);
    return asked(url).length > before;
  });
}

function expectSecurityHeaders(answer: Answer) {
  for (const [name, value] of Object.entries(securityHeaders(true))) {
    expect({ name, value: answer.headers[name.toLowerCase()] }).toEqual({ name, value });
  }
}

describe('pages kept by the gateway (page-cache.conf)', () => {
  it('answers a page the site server sent once from its cache, without asking again', async () => {
    const first = await get('/home', { Cookie: 'a=1', 'User-Agent': 'one' });
    const second = await get('/home', { Cookie: 'b=2', 'User-Agent': 'two' });
    expect(first.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(asked('/home')).toHaveLength(1);
  });

  it('keeps one copy of a page whatever campaign or unknown parameters its address carries', async () => {
    const first = await get('/campaign');
    for (const url of ['/campaign?utm_source=a&gclid=b', '/campaign?anything=1', '/campaign?fbclid=x&_ga=1&ref=li']) {
      const campaign = await get(url);
      expect(campaign.headers.etag).toBe(first.headers.etag);
      expect(asked(url)).toHaveLength(0);
    }
    // A parameter a page reads is another page.
    await get('/campaign?q=power&utm_source=a');
    expect(asked('/campaign?q=power&utm_source=a')).toHaveLength(1);
    await get('/campaign?utm_source=b&q=power');
    expect(asked('/campaign?utm_source=b&q=power')).toHaveLength(0);
  });

  it('keys a page by exactly the query parameters the route table says pages read, in order', () => {
    const key = readFileSync(PAGE_CACHE_FILE, 'utf8').match(/^proxy_cache_key "([^"]+)";$/m)?.[1] ?? '';
    expect([...key.matchAll(/([a-z_]+)=\$arg_\1/g)].map(([, name]) => name)).toEqual(pageParameterNames(SITE_ROUTES));
  });

  it("sends the security headers once and the page's own policy on a kept answer", async () => {
    await get('/secure');
    const kept = await get('/secure');
    expect(asked('/secure')).toHaveLength(1);
    expectSecurityHeaders(kept);
    expect(kept.headers['content-security-policy']).toBe(PAGE_POLICY);
    expect(kept.headers.vary).toBe('Accept-Encoding');
  });

  it('asks again with If-None-Match after s-maxage; a 304 renews the page for everyone', async () => {
    const first = await get('/renewed');
    await untilExpired('/renewed');
    const revalidation = asked('/renewed')[1];
    expect(revalidation?.headers['if-none-match']).toBe(first.headers.etag);
    await until('the renewal', () => asked('/renewed').length === 2);
    const renewed = await get('/renewed');
    expect({ status: renewed.status, text: renewed.text, etag: renewed.headers.etag }).toEqual({
      status: 200,
      text: first.text,
      etag: first.headers.etag,
    });
    const conditional = await get('/renewed', { 'If-None-Match': String(first.headers.etag) });
    expect(conditional.status).toBe(304);
    expect(conditional.text).toBe('');
    // However often it asked again, nginx never fetched the whole page a second time.
    expect(
      asked('/renewed')
        .slice(1)
        .map((seen) => seen.headers['if-none-match']),
    ).not.toContain(undefined);
  });

  it('sends a preview request (its query or its cookie) to the site server every time, and keeps none of it', async () => {
    await get('/previewed');
    expect(asked('/previewed')).toHaveLength(1);
    // A visitor in a preview is never answered from the cache, though the page is kept...
    await get('/previewed', { Cookie: 'theme=dark; site_preview=any.token' });
    await get('/previewed', { Cookie: 'site_preview=any.token' });
    expect(asked('/previewed')).toHaveLength(3);
    // ...and what a preview request got is never kept for the next visitor.
    await get('/preview-only?preview=any.token');
    await get('/preview-only?preview=any.token');
    await get('/preview-only', { Cookie: 'site_preview=any.token' });
    expect(asked('/preview-only?preview=any.token')).toHaveLength(2);
    await get('/preview-only');
    expect(asked('/preview-only')).toHaveLength(2);
  });

  it('sends the kept page while it asks again, and the new one once the site server answered', async () => {
    const old = await get('/released');
    versions.set('/released', 2);
    let release = () => {};
    held.set('/released', new Promise<void>((resolve) => (release = resolve)));
    const before = asked('/released').length;
    // Past s-maxage: this visitor gets the kept page at once while nginx asks in the background.
    let stale: Answer | undefined;
    await until('a stale answer while updating', async () => {
      stale = await get('/released');
      return asked('/released').length > before;
    });
    expect(stale?.text).toBe(old.text);
    release();
    held.delete('/released');
    await until('the released page', async () => (await get('/released')).text.includes('v2'));
    expect((await get('/released')).headers.etag).not.toBe(old.headers.etag);
  });

  it('keeps at most three copies of a page (br, gzip, none), whatever browsers send', async () => {
    const browsers = [
      'gzip, deflate, br',
      'br',
      'br, gzip',
      'gzip',
      'deflate, gzip;q=0.5',
      'br;q=0, gzip',
      'identity',
      '',
    ];
    const answers = new Map<string, string>();
    for (const acceptEncoding of browsers) {
      answers.set(acceptEncoding, (await get('/encodings', { 'Accept-Encoding': acceptEncoding })).text);
    }
    for (const acceptEncoding of browsers) {
      expect((await get('/encodings', { 'Accept-Encoding': acceptEncoding })).text).toBe(answers.get(acceptEncoding));
    }
    expect(
      asked('/encodings')
        .map((seen) => seen.headers['accept-encoding'] ?? '')
        .sort(),
    ).toEqual(['', 'br', 'gzip']);
    expect(answers.get('br;q=0, gzip')).toContain('gzip');
    expect(answers.get('deflate, gzip;q=0.5')).toContain('gzip');
    expect(answers.get('identity')).toContain('identity');
  });

  it('never keeps a POST, an /api answer, or a page marked private, no-store or with a cookie', async () => {
    for (const url of ['/form', '/api/developers', '/private', '/no-store', '/cookie']) {
      const upstream = url.startsWith('/api') ? api : site;
      const count = () => upstream.seen.filter((seen) => seen.url === url).length;
      if (url === '/form') {
        await request(nginx.port, url, { method: 'POST', body: 'a=1' });
        await request(nginx.port, url, { method: 'POST', body: 'a=1' });
      } else {
        await get(url);
        await get(url);
      }
      expect({ url, asked: count() }).toEqual({ url, asked: 2 });
    }
  });
});

describe('the Kubernetes page cache (page-cache-server.conf, a container in each gateway pod)', () => {
  let cache: RunningNginx;
  let cachePrefix: Prefix;
  let siteServer: Awaited<ReturnType<typeof startUpstream>>;
  const askedHere = (url: string) => siteServer.seen.filter((seen) => seen.url === url);

  beforeAll(async () => {
    // There the site server sends the security headers itself (scripts' production headers).
    siteServer = await startUpstream((seen, res) => {
      if (seen.url.startsWith('/api/') || seen.url.startsWith('/_site/')) {
        res.setHeader('Cache-Control', 'public, max-age=60');
        return void res.end(JSON.stringify({ url: seen.url, forwardedFor: seen.headers['x-forwarded-for'] }));
      }
      answerPage(seen, res, securityHeaders(true));
    });
    const port = await freePort();
    let conf = replaceExactly(
      KUBERNETES_CONF,
      'listen 8080 default_server;',
      `listen 127.0.0.1:${port} default_server;`,
    );
    conf = replaceExactly(conf, 'http://127.0.0.1:8081', `http://127.0.0.1:${siteServer.port}`);
    cachePrefix = writePageCachingPrefix('kubernetes-cache', conf, '/var/cache/nginx/pages');
    cache = await startNginx(findNginx(), cachePrefix, port);
  }, 20_000);

  afterAll(async () => {
    await cache?.stop();
    await siteServer?.close();
    removePrefix(cachePrefix);
  });

  it('passes nginx -t', () => {
    expect(testConfig(findNginx(), cachePrefix)).toEqual({
      status: 0,
      output: expect.stringContaining('test is successful'),
    });
  });

  it("keeps a page, with the site server's security headers and policy, in at most three encodings", async () => {
    const first = await request(cache.port, '/k8s-page', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    const kept = await request(cache.port, '/k8s-page', { headers: { 'Accept-Encoding': 'br' } });
    expect(kept.text).toBe(first.text);
    expect(askedHere('/k8s-page')).toHaveLength(1);
    expectSecurityHeaders(kept);
    expect(kept.headers['content-security-policy']).toBe(PAGE_POLICY);
    await request(cache.port, '/k8s-page', { headers: { 'Accept-Encoding': 'gzip' } });
    await request(cache.port, '/k8s-page', { headers: { 'Accept-Encoding': 'deflate' } });
    await request(cache.port, '/k8s-page', { headers: { 'Accept-Encoding': 'gzip;q=1.0, identity' } });
    expect(
      askedHere('/k8s-page')
        .map((seen) => seen.headers['accept-encoding'] ?? '')
        .sort(),
    ).toEqual(['', 'br', 'gzip']);
  });

  it('never keeps /api or the probes, and passes the visitor address on after the ingress controller', async () => {
    for (const url of ['/api/developers', '/_site/ready']) {
      await request(cache.port, url, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
      await request(cache.port, url, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
      expect({ url, asked: askedHere(url).length }).toEqual({ url, asked: 2 });
    }
    expect(askedHere('/api/developers')[0]?.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    const post = await request(cache.port, '/k8s-form', { method: 'POST', body: 'a=1' });
    await request(cache.port, '/k8s-form', { method: 'POST', body: 'a=1' });
    expect(post.status).toBe(200);
    expect(askedHere('/k8s-form')).toHaveLength(2);
  });
});
