import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { EXPERIENCE_BEACON_PATH, pageSecurityPolicy, SERVED_BUILDS_HEADER, SITE_ROUTES } from '@site/contracts';
import {
  KNOWN_ROUTES_FILE,
  knownRoutesRegex,
  renderKnownRoutes,
  routePatternToRegex,
} from '../../scripts/gateway/nginx/generate-routes';
import { releaseImageTree } from '../../scripts/release/release-image';
import { SECTION_NAMES } from '../../scripts/workspaces';
import { cacheControlFor, releaseCacheControlFor } from '../../site-server/src/front/cache-headers';
import { isKnownPage } from '../../site-server/src/front/route-status';
import { securityHeaders } from '../../site-server/src/front/security-headers';
import {
  type Answer,
  copyInto,
  findNginx,
  freePort,
  NGINX_DIR,
  type Prefix,
  type RunningNginx,
  removePrefix,
  replaceExactly,
  request,
  startNginx,
  startUpstream,
  testConfig,
  writeInto,
  writePageCachingPrefix,
  writePrefix,
} from './nginx-harness';

const GATEWAY_CONF = readFileSync(path.join(NGINX_DIR, 'gateway.conf'), 'utf8');
const STATIC_SITE_CONF = readFileSync(path.join(NGINX_DIR, 'static-site.conf'), 'utf8');
const SECTION_RELEASE_CONF = readFileSync(path.join(NGINX_DIR, 'section-release.conf'), 'utf8');
const KNOWN_ROUTES_CONF = readFileSync(KNOWN_ROUTES_FILE, 'utf8');
const PRODUCTION_SECTIONS = path.join(NGINX_DIR, 'sections.json');

const INDEX_HTML = '<!doctype html><div id="root"></div>';

/** static-site.conf pointed at a prefix's html/ and spa.d/ instead of the image's folders. */
function staticSiteIn(prefix: Prefix, port: number): string {
  let conf = replaceExactly(STATIC_SITE_CONF, 'root /usr/share/nginx/html;', `root ${path.join(prefix.dir, 'html')};`);
  conf = replaceExactly(
    conf,
    'include /etc/nginx/spa.d/*.conf;',
    `include ${path.join(prefix.dir, 'spa.d', '*.conf')};`,
  );
  return replaceExactly(conf, 'listen 80 default_server;', `listen 127.0.0.1:${port} default_server;`);
}

/** A static image's prefix: the shell's (with its page routes) or a section's, holding a few build files. */
function staticImage(kind: 'shell' | 'section', port: number): Prefix {
  const prefix = writePrefix(kind, '');
  writeInto(prefix, 'conf.d/default.conf', staticSiteIn(prefix, port));
  if (kind === 'shell') copyInto(prefix, KNOWN_ROUTES_FILE, 'spa.d/known-routes.conf');
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    'main.0123456789.js': 'console.log("main");',
    '108.df141e87b9.js': 'console.log("chunk");',
    'main.0123456789.js.map': '{}',
    'remoteEntry.js': '/* entry */',
    'mf-manifest.json': '{"name":"home"}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'images/developers/amelia-hart.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'assets/logo.0a1b2c3d4e.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [file, content] of Object.entries(files)) writeInto(prefix, path.join('html', file), content);
  if (kind === 'shell') copyInto(prefix, PRODUCTION_SECTIONS, 'html/sections.json');
  return prefix;
}

/** Paths to try against the route table: each route with and without its parameters, in other cases, and near misses. */
function samplePaths(): string[] {
  const samples = new Set<string>([
    '/',
    '/no-such-page',
    '/developer/1/2',
    '/developers/extra',
    '/apps-old',
    '/x/apps',
  ]);
  for (const route of SITE_ROUTES) {
    const filled = route.path.replace(/:[A-Za-z_]\w*\??/g, 'a1B2-c3');
    const omitted = route.path.replace(/\/:[A-Za-z_]\w*\?/g, '') || '/';
    for (const sample of [filled, omitted, filled.toUpperCase(), `${filled}x`]) samples.add(sample);
    if (filled !== '/') samples.add(`${filled}/`);
  }
  return [...samples];
}

let nginx: string;

beforeAll(() => {
  nginx = findNginx();
});

describe('known-routes.conf', () => {
  it('is up to date with SITE_ROUTES (else run `npx tsx scripts/gateway/nginx/generate-routes.ts`)', () => {
    expect(KNOWN_ROUTES_CONF).toBe(renderKnownRoutes());
  });

  it('matches pages as the npm start gateway does (route-status.ts)', () => {
    const known = new RegExp(knownRoutesRegex(), 'i');
    for (const sample of samplePaths()) {
      expect({ sample, known: sample === '/' || known.test(sample) }).toEqual({ sample, known: isKnownPage(sample) });
    }
  });

  it('refuses a route pattern it cannot express', () => {
    expect(routePatternToRegex('/developer/:id?')).toBe('/developer(?:/[^/]+)?');
    expect(() => routePatternToRegex('/files/*')).toThrow(/neither plain text nor a :param/);
  });
});

describe('the production sections.json', () => {
  it('points every section at its manifest behind the gateway', () => {
    const sections = JSON.parse(readFileSync(PRODUCTION_SECTIONS, 'utf8')) as Record<string, string>;
    expect(sections).toEqual(
      Object.fromEntries(SECTION_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`])),
    );
  });

  it('names the same sections the gateway routes', () => {
    const routed = /location ~ \^\/remotes\/\(([^)]+)\)\//.exec(GATEWAY_CONF)?.[1]?.split('|') ?? [];
    expect([...routed].sort()).toEqual([...SECTION_NAMES].sort());
  });
});

describe('nginx -t', () => {
  const prefixes: Prefix[] = [];
  afterAll(() => {
    for (const prefix of prefixes) removePrefix(prefix);
  });

  function expectValid(prefix: Prefix) {
    prefixes.push(prefix);
    const result = testConfig(nginx, prefix);
    expect(result).toEqual({ status: 0, output: expect.stringContaining('test is successful') });
  }

  it('accepts gateway.conf as it ships (upstreams resolve per request, so unknown hosts do not matter)', () => {
    expectValid(writePageCachingPrefix('gateway-t', GATEWAY_CONF, '/var/cache/nginx/pages'));
  });

  it('accepts static-site.conf in a section image', () => {
    const prefix = writePrefix('section-t', '');
    writeInto(prefix, 'conf.d/default.conf', staticSiteIn(prefix, 80));
    expectValid(prefix);
  });

  it('accepts static-site.conf with known-routes.conf in the shell image', () => {
    const prefix = writePrefix('shell-t', '');
    writeInto(prefix, 'conf.d/default.conf', staticSiteIn(prefix, 80));
    copyInto(prefix, KNOWN_ROUTES_FILE, 'spa.d/known-routes.conf');
    expectValid(prefix);
  });
});

describe('the shell image', () => {
  let prefix: Prefix;
  let server: RunningNginx;

  beforeAll(async () => {
    const port = await freePort();
    prefix = staticImage('shell', port);
    server = await startNginx(nginx, prefix, port);
  }, 20_000);

  afterAll(async () => {
    await server?.stop();
    removePrefix(prefix);
  });

  it('answers known pages 200 and other pages 404, both with index.html and no-cache', async () => {
    for (const sample of samplePaths()) {
      const answer = await request(server.port, sample);
      expect({ sample, status: answer.status, body: answer.text, cache: answer.headers['cache-control'] }).toEqual({
        sample,
        status: isKnownPage(sample) ? 200 : 404,
        body: INDEX_HTML,
        cache: 'no-cache',
      });
    }
  });

  it('caches files as the npm start gateway does (cache-headers.ts)', async () => {
    const files = [
      '/index.html',
      '/main.0123456789.js',
      '/108.df141e87b9.js',
      '/main.0123456789.js.map',
      '/sections.json',
      '/favicon.svg',
      '/images/developers/amelia-hart.svg',
      '/assets/logo.0a1b2c3d4e.svg',
    ];
    await expectServedWithCache(server.port, files, cacheControlFor);
  });

  it('serves the production sections.json', async () => {
    const answer = await request(server.port, '/sections.json');
    expect(JSON.parse(answer.text)).toEqual(JSON.parse(readFileSync(PRODUCTION_SECTIONS, 'utf8')));
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers a missing file with a plain 404 that nothing caches', async () => {
    for (const file of ['/main.ffffffffff.js', '/missing.json', '/images/none.svg']) {
      const answer = await request(server.port, file);
      expect({ file, status: answer.status, page: answer.text.includes('id="root"') }).toEqual({
        file,
        status: 404,
        page: false,
      });
      expect(answer.headers['cache-control']).toBeUndefined();
    }
  });

  it('does not tell its version', async () => {
    expect((await request(server.port, '/')).headers.server).toBe('nginx');
  });
});

describe('a section image', () => {
  let prefix: Prefix;
  let server: RunningNginx;

  beforeAll(async () => {
    const port = await freePort();
    prefix = staticImage('section', port);
    server = await startNginx(nginx, prefix, port);
  }, 20_000);

  afterAll(async () => {
    await server?.stop();
    removePrefix(prefix);
  });

  it('serves its manifest and entry uncached and its hashed chunks for a year', async () => {
    for (const file of ['/mf-manifest.json', '/remoteEntry.js', '/108.df141e87b9.js']) {
      const answer = await request(server.port, file);
      expect({ file, status: answer.status, cache: answer.headers['cache-control'] }).toEqual({
        file,
        status: 200,
        cache: cacheControlFor(file),
      });
    }
  });

  it('has no pages: a path that is not a file is a plain 404', async () => {
    for (const page of ['/', '/developers', '/no-such-page']) {
      const answer = await request(server.port, page);
      expect({ page, status: answer.status, index: answer.text === INDEX_HTML }).toEqual({
        page,
        status: 404,
        index: false,
      });
    }
  });
});

/** Each file answers 200 with the Cache-Control the npm start gateway would send for it. */
async function expectServedWithCache(port: number, files: readonly string[], cacheFor: (file: string) => string) {
  for (const file of files) {
    const answer = await request(port, file);
    expect({ file, status: answer.status, cache: answer.headers['cache-control'] }).toEqual({
      file,
      status: 200,
      cache: cacheFor(file),
    });
  }
}

/** A page's policy, naming the hash of its one inline script. */
const PAGE_POLICY = pageSecurityPolicy({
  scripts: ["'sha256-0123456789abcdef0123456789abcdef0123456789a='"],
  styles: [],
});

describe('the gateway', () => {
  let prefix: Prefix;
  let server: RunningNginx;
  let api: Awaited<ReturnType<typeof startUpstream>>;
  let site: Awaited<ReturnType<typeof startUpstream>>;
  let sections: Awaited<ReturnType<typeof startUpstream>>;
  const bigJson = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `developer ${i}` })) });

  beforeAll(async () => {
    api = await startUpstream((seen, res) => {
      // Headers the gateway must not pass on twice or at all.
      res.setHeader('X-Powered-By', 'Express');
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      res.setHeader('Content-Type', 'application/json');
      if (seen.url === '/api/developers') return void res.end(bigJson);
      res.statusCode = seen.method === 'POST' ? 201 : 200;
      res.end(JSON.stringify({ url: seen.url, bodyLength: seen.bodyLength }));
    });
    site = await startUpstream((seen, res) => {
      if (seen.url === '/page') {
        res.setHeader('Content-Type', 'text/html');
        res.setHeader('Content-Security-Policy', PAGE_POLICY);
        res.end('<!doctype html><title>a page</title>');
      } else res.end(`site ${seen.url} ${seen.headers['accept-encoding'] ?? ''}`.trim());
    });
    sections = await startUpstream((seen, res) => res.end(`section ${seen.url}`));
    const port = await freePort();
    let conf = replaceExactly(GATEWAY_CONF, 'listen 8080 default_server;', `listen 127.0.0.1:${port} default_server;`);
    conf = replaceExactly(conf, 'http://api:3000', `http://127.0.0.1:${api.port}`);
    conf = replaceExactly(conf, 'http://site:8080', `http://127.0.0.1:${site.port}`);
    conf = replaceExactly(conf, 'http://$1:8080', `http://127.0.0.1:${sections.port}`);
    prefix = writePageCachingPrefix('gateway', conf, '/var/cache/nginx/pages');
    server = await startNginx(nginx, prefix, port);
  }, 20_000);

  afterAll(async () => {
    await server?.stop();
    await Promise.all([api?.close(), site?.close(), sections?.close()]);
    removePrefix(prefix);
  });

  it('proxies /api to the API with the client address, scheme and a request id', async () => {
    const answer = await request(server.port, '/api/health?x=1', { headers: { 'X-Forwarded-For': '203.0.113.66' } });
    expect(JSON.parse(answer.text)).toEqual({ url: '/api/health?x=1', bodyLength: 0 });
    const seen = api.seen.at(-1);
    expect(seen?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen?.headers['x-forwarded-proto']).toBe('http');
    expect(seen?.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    await request(server.port, '/api/health', { headers: { 'X-Request-Id': 'trace-42' } });
    expect(api.seen.at(-1)?.headers['x-request-id']).toBe('trace-42');
  });

  it("sends a visitor's beacon to the site's server (which names the builds it serves) and that header nowhere from a client", async () => {
    const headers = { 'Content-Type': 'text/plain', [SERVED_BUILDS_HEADER]: 'home@made-up' };
    const apiCalls = api.seen.length;
    await request(server.port, EXPERIENCE_BEACON_PATH, { method: 'POST', headers, body: '{}' });
    expect(api.seen.length).toBe(apiCalls);
    const beacon = site.seen.at(-1);
    expect(beacon?.url).toBe(EXPERIENCE_BEACON_PATH);
    expect(beacon?.headers[SERVED_BUILDS_HEADER]).toBeUndefined();
    expect(beacon?.headers['x-forwarded-for']).toBe('127.0.0.1');
    await request(server.port, '/api/health', { headers });
    expect(api.seen.at(-1)?.headers[SERVED_BUILDS_HEADER]).toBeUndefined();
  });

  it('passes a lead of up to 16 KiB and refuses a bigger one with 413 before the API sees it', async () => {
    const headers = { 'Content-Type': 'application/json' };
    const small = await request(server.port, '/api/contacts', { method: 'POST', headers, body: 'x'.repeat(16_384) });
    expect(small.status).toBe(201);
    expect(JSON.parse(small.text)).toEqual({ url: '/api/contacts', bodyLength: 16_384 });
    const calls = api.seen.length;
    const big = await request(server.port, '/api/contacts', { method: 'POST', headers, body: 'x'.repeat(16_385) });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.text)).toEqual({ statusCode: 413, message: 'Request body is larger than 16384 bytes' });
    expect(api.seen.length).toBe(calls);
  });

  it('sends each section its own files under /remotes/<name>/, path as it is', async () => {
    for (const name of SECTION_NAMES) {
      const answer = await request(server.port, `/remotes/${name}/mf-manifest.json?v=2`);
      expect({ name, status: answer.status, body: answer.text }).toEqual({
        name,
        status: 200,
        body: `section /remotes/${name}/mf-manifest.json?v=2`,
      });
    }
    expect((await request(server.port, '/remotes/nope/remoteEntry.js')).status).toBe(404);
  });

  it("sends everything else to the site's server, with br, gzip or no Accept-Encoding (it compresses its pages)", async () => {
    for (const url of ['/', '/developers', '/sections.json', '/main.0123456789.js', '/remotes-x']) {
      expect((await request(server.port, url)).text).toBe(`site ${url}`);
    }
    const asked = await request(server.port, '/pricing', { headers: { 'Accept-Encoding': 'br' } });
    expect(asked.text).toBe('site /pricing br');
    expect(site.seen.at(-1)?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  function expectSecurityHeaders(answer: Answer, what: string) {
    for (const [name, value] of Object.entries(securityHeaders(true))) {
      expect({ what, name, value: answer.headers[name.toLowerCase()] }).toEqual({ what, name, value });
    }
    expect({ what, poweredBy: answer.headers['x-powered-by'], server: answer.headers.server }).toEqual({
      what,
      poweredBy: undefined,
      server: 'nginx',
    });
  }

  it('sends the production security headers on every answer, errors included, each once', async () => {
    expectSecurityHeaders(await request(server.port, '/'), 'a page');
    expectSecurityHeaders(await request(server.port, '/api/health'), 'the API');
    expectSecurityHeaders(await request(server.port, '/remotes/nope/x.js'), 'a 404');
    const tooBig = { method: 'POST', body: 'x'.repeat(20_000) };
    expectSecurityHeaders(await request(server.port, '/api/contacts', tooBig), 'a 413');
  });

  it("passes the site server's page policy (with its page's hashes) once, and adds none of its own", async () => {
    const page = await request(server.port, '/page');
    expect(page.headers['content-security-policy']).toBe(PAGE_POLICY);
    expect((await request(server.port, '/api/health')).headers['content-security-policy']).toBeUndefined();
  });

  it('compresses with gzip', async () => {
    const answer = await request(server.port, '/api/developers', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString('utf8')).toBe(bigJson);
    const plain = await request(server.port, '/api/developers');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe("a section's release image (Kubernetes)", () => {
  let prefix: Prefix;
  let server: RunningNginx;
  let buildId: string;

  beforeAll(async () => {
    const port = await freePort();
    prefix = writePrefix('section-release', '');
    let conf = replaceExactly(
      SECTION_RELEASE_CONF,
      'root /usr/share/nginx/html;',
      `root ${path.join(prefix.dir, 'html')};`,
    );
    conf = replaceExactly(conf, 'listen 8080 default_server;', `listen 127.0.0.1:${port} default_server;`);
    writeInto(prefix, 'conf.d/default.conf', conf);
    const build = path.join(prefix.dir, 'build');
    writeInto(prefix, 'build/mf-manifest.json', '{"name":"forms"}');
    writeInto(prefix, 'build/remoteEntry.js', '/* entry */');
    writeInto(prefix, 'build/108.df141e87b9.js', 'console.log("chunk");');
    buildId = releaseImageTree({ section: 'forms', buildDir: build, out: path.join(prefix.dir, 'html', 'remotes') });
    server = await startNginx(nginx, prefix, port);
  }, 20_000);

  afterAll(async () => {
    await server?.stop();
    removePrefix(prefix);
  });

  it('passes nginx -t', () => {
    expect(testConfig(nginx, prefix)).toEqual({ status: 0, output: expect.stringContaining('test is successful') });
  });

  it('serves its pointer revalidated and its build folders cached for good, as the gateway does', async () => {
    const files = [
      '/remotes/forms/current.json',
      `/remotes/forms/${buildId}/mf-manifest.json`,
      `/remotes/forms/${buildId}/remoteEntry.js`,
    ];
    await expectServedWithCache(server.port, files, releaseCacheControlFor);
    expect(JSON.parse((await request(server.port, '/remotes/forms/current.json')).text)).toEqual({
      buildId,
      previous: [],
    });
  });

  it('answers anything else 404, nothing cached', async () => {
    for (const file of ['/', '/remotes/forms/nope/remoteEntry.js', '/mf-manifest.json']) {
      const answer = await request(server.port, file);
      expect({ file, status: answer.status, cache: answer.headers['cache-control'] }).toEqual({
        file,
        status: 404,
        cache: undefined,
      });
    }
  });
});
