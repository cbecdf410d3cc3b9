import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { SECTION_NAMES, type SectionName, sectionBase, sectionManifestPath, sectionPointerPath } from '@site/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { readPointer } from '../release/section-pointer';
import type { RenderService } from '../renderer/render-service';
import { REPO_ROOT } from '../workspaces';
import type { AgreedPointers } from './agreed-pointers';
import { cacheControlFor, releaseCacheControlFor } from './cache-headers';
import { pageSecurityPolicy } from './content-security-policy';
import { forwardKeyedPosts } from './keyed-post-forwarding';
import { isKnownPage } from './route-status';
import { securityHeaders } from './security-headers';
import { retryConnectionFailures } from './upstream-retry';

export interface GatewayOptions {
  /** Where the API listens, e.g. http://127.0.0.1:3000. */
  apiOrigin: string;
  /** The shell's build folder (its index.html, images, the renderer). */
  shellDir?: string;
  /** The section releases: `<dir>/<name>/<buildId>/` and `<dir>/<name>/current.json`, served as /remotes/. */
  releasesDir: string;
  /**
   * Where each section's releases are served instead of `releasesDir` (on Kubernetes, each
   * section's own Service): `/remotes/<name>/...` is proxied to `<origin>/remotes/<name>/...`.
   */
  sectionOrigins?: Readonly<Record<SectionName, string>>;
  /**
   * Each section's pointer as all of its pods agree on it (agreed-pointers.ts), served as
   * /remotes/<name>/current.json instead of whichever pod the Service picks.
   */
  sectionPointers?: Pick<AgreedPointers, 'read'>;
  /**
   * The proxies in front (a load balancer, an ingress controller) whose X-Forwarded-For names the
   * visitor: addresses, CIDR blocks, `loopback`... The API is then told the visitor's address, so
   * its per-client rate limit counts visitors, not the load balancer. Empty: the TCP peer.
   */
  trustProxy?: readonly string[];
  /** Renders pages on the server; without it (or while it has no renderer ready) pages render in the browser. */
  renderer?: Pick<RenderService, 'render' | 'status'>;
  production?: boolean;
  logger?: boolean;
}

/**
 * The one origin of the site, as nginx serves it in production: pages rendered on the server
 * (or the shell's page, rendered in the browser, when no renderer can answer), each section's
 * builds under /remotes/<name>/, and /api proxied to the API.
 */
export async function createGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const shellDir = options.shellDir ?? path.join(REPO_ROOT, 'shell', 'dist');
  const trustProxy = options.trustProxy ?? [];
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxy.length > 0 ? [...trustProxy] : false,
    // While stopping, a request that still arrives on a kept-alive connection (a load balancer's)
    // is served, then that connection closes, rather than answered 503.
    return503OnClosing: false,
  });
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const headers = securityHeaders(options.production ?? false);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
  // Per response for now (keeping pages compressed once is the page cache's job): brotli 4 is about
  // three times faster than 5 on a rendered page, for a few per cent more bytes.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyHttpProxy, {
    upstream: options.apiOrigin,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      rewriteRequestHeaders: (request, requestHeaders) => ({
        ...requestHeaders,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
      }),
      retryDelay: retryConnectionFailures,
    },
  });
  // Leads: sent again when a replica drops them, since their Idempotency-Key makes that safe.
  forwardKeyedPosts(app, { apiOrigin: options.apiOrigin, paths: ['/api/contacts'], bodyLimit: 1024 * 1024 });
  const sectionOrigins = options.sectionOrigins;
  const sectionPointers = options.sectionPointers;
  if (sectionPointers) {
    for (const name of SECTION_NAMES) {
      // A static route: it wins over the section's proxy below for this one path.
      app.get(sectionPointerPath(name), async (_request, reply) => {
        const pointer = await sectionPointers.read(name);
        reply.header('Cache-Control', 'no-cache');
        return pointer ? reply.send(pointer) : reply.code(503).send({ statusCode: 503, message: 'No pointer yet' });
      });
    }
  }
  if (sectionOrigins) {
    for (const name of SECTION_NAMES) {
      await app.register(fastifyHttpProxy, {
        upstream: sectionOrigins[name],
        prefix: sectionBase(name),
        rewritePrefix: sectionBase(name),
        replyOptions: { retryDelay: retryConnectionFailures },
      });
    }
  } else {
    await app.register(fastifyStatic, {
      root: options.releasesDir,
      prefix: '/remotes/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply: FastifyReply, filePath: string) =>
        reply.header('Cache-Control', releaseCacheControlFor(path.relative(options.releasesDir, filePath))),
    });
  }
  const currentBuildId = async (name: SectionName): Promise<string | undefined> => {
    if (sectionPointers) return (await sectionPointers.read(name))?.buildId;
    if (!sectionOrigins) return readPointer(options.releasesDir, name)?.buildId;
    const response = await fetch(new URL(sectionPointerPath(name), sectionOrigins[name]), {
      signal: AbortSignal.timeout(2000),
    }).catch(() => undefined);
    if (!response?.ok) return undefined;
    const { buildId } = (await response.json()) as { buildId?: unknown };
    return typeof buildId === 'string' ? buildId : undefined;
  };
  // The current build of every section, for a page the browser renders alone (a server-rendered page names its own).
  app.get('/sections.json', async (_request, reply) => {
    const buildIds = await Promise.all(SECTION_NAMES.map(currentBuildId));
    const locations = Object.fromEntries(
      SECTION_NAMES.flatMap((name, index) => {
        const buildId = buildIds[index];
        return buildId ? [[name, sectionManifestPath(name, buildId)]] : [];
      }),
    );
    return reply.header('Cache-Control', 'no-cache').type('application/json').send(locations);
  });
  app.get('/_site/renderer', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .send({ gatewayPid: process.pid, ...(options.renderer?.status() ?? { pins: null, pid: null }) }),
  );
  // Probes (Kubernetes, a load balancer). Live: this process answers. Ready: it should get
  // visitors: a renderer is warm (every route rendered once), so pages arrive rendered, and it is
  // not stopping. Without a renderer (pages rendered in the browser) it is ready once listening.
  app.get('/_site/live', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/_site/ready', async (_request, reply) => {
    const warm = !options.renderer || options.renderer.status().pins !== null;
    const ready = warm && !closing;
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : closing ? 'stopping' : 'warming up' });
  });
  await app.register(fastifyStatic, {
    root: shellDir,
    index: false,
    wildcard: true,
    cacheControl: false,
    // The builds write .br and .gz copies (scripts/rspack/precompress-plugin.ts): sent as they are.
    preCompressed: true,
    allowedPath: (pathName) => !pathName.startsWith('/server/'),
    setHeaders: (reply: FastifyReply, filePath: string) => reply.header('Cache-Control', cacheControlFor(filePath)),
  });
  const indexFile = path.join(shellDir, 'index.html');
  // The shell's page has no inline element: the policy without hashes allows exactly that.
  const sendBrowserRenderedPage = (reply: FastifyReply, status: number) =>
    reply
      .code(status)
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', pageSecurityPolicy())
      .type('text/html')
      .send(readFileSync(indexFile, 'utf8'));
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const rendered = await options.renderer?.render(request.url, request.headers);
    if (!rendered) return sendBrowserRenderedPage(reply, isKnownPage(pathname) ? 200 : 404);
    for (const name of ['content-type', 'content-security-policy', 'cache-control'] as const) {
      const value = rendered.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.code(rendered.status).send(rendered.body);
  };
  app.get('/', async (request, reply) => sendPage(request, reply, '/'));
  app.get('/index.html', async (_request, reply) => reply.redirect('/', 301));
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = new URL(request.url, 'http://gateway').pathname;
    const looksLikeFile = path.extname(pathname) !== '' || pathname.startsWith('/remotes/');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.code(404).send({ statusCode: 404, message: 'Not Found' });
    if (looksLikeFile || !existsSync(indexFile)) return reply.code(404).type('text/plain').send('Not Found');
    return sendPage(request, reply, pathname);
  });
  return app;
}
