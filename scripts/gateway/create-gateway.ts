import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { SECTION_NAMES, sectionManifestPath } from '@site/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { readPointer } from '../release/section-pointer';
import type { RenderService } from '../renderer/render-service';
import { REPO_ROOT } from '../workspaces';
import { cacheControlFor, releaseCacheControlFor } from './cache-headers';
import { CSP_NONCE_PLACEHOLDER, contentSecurityPolicy, newNonce } from './content-security-policy';
import { isKnownPage } from './route-status';
import { securityHeaders } from './security-headers';

export interface GatewayOptions {
  /** Where the API listens, e.g. http://127.0.0.1:3000. */
  apiOrigin: string;
  /** The shell's build folder (its index.html, images, the renderer). */
  shellDir?: string;
  /** The section releases: `<dir>/<name>/<buildId>/` and `<dir>/<name>/current.json`, served as /remotes/. */
  releasesDir: string;
  /** Renders pages on the server; without it (or while it has no renderer ready) pages render in the browser. */
  renderer?: RenderService;
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
  const app = Fastify({ logger: options.logger ?? false, trustProxy: false });
  const headers = securityHeaders(options.production ?? false);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
  // Per response (pages carry a fresh nonce, so they cannot be compressed ahead): brotli 4 is about
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
    },
  });
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
  // The current build of every section, for a page the browser renders alone (a server-rendered page names its own).
  app.get('/sections.json', async (_request, reply) => {
    const locations = Object.fromEntries(
      SECTION_NAMES.flatMap((name) => {
        const pointer = readPointer(options.releasesDir, name);
        return pointer ? [[name, sectionManifestPath(name, pointer.buildId)]] : [];
      }),
    );
    return reply.header('Cache-Control', 'no-cache').type('application/json').send(locations);
  });
  app.get('/_site/renderer', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .send({ gatewayPid: process.pid, ...(options.renderer?.status() ?? { pins: null, pid: null }) }),
  );
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
  const sendBrowserRenderedPage = (reply: FastifyReply, status: number) => {
    const nonce = newNonce();
    return reply
      .code(status)
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy(nonce))
      .type('text/html')
      .send(readFileSync(indexFile, 'utf8').replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  };
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
