import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { REPO_ROOT, SECTION_NAMES, SECTIONS } from '../workspaces';
import { cacheControlFor } from './cache-headers';
import { CSP_NONCE_PLACEHOLDER, contentSecurityPolicy, newNonce } from './content-security-policy';
import { isKnownPage } from './route-status';
import { securityHeaders } from './security-headers';

export interface GatewayOptions {
  /** Where the API listens, e.g. http://127.0.0.1:3000. */
  apiOrigin: string;
  /** The shell's build folder (its index.html, sections.json, images). */
  shellDir?: string;
  /** Each section's build folder, served under /remotes/<name>/. */
  sectionDirs?: Partial<Record<(typeof SECTION_NAMES)[number], string>>;
  /** A sections.json to serve instead of the shell's own (section locations are run-time configuration). */
  sectionsConfigFile?: string;
  production?: boolean;
  logger?: boolean;
}

/**
 * The one origin of the site, as nginx serves it in production: the shell at /, each section's
 * build under /remotes/<name>/, and /api proxied to the API.
 */
export async function createGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const shellDir = options.shellDir ?? path.join(REPO_ROOT, 'shell', 'dist');
  const app = Fastify({ logger: options.logger ?? false, trustProxy: false });
  const headers = securityHeaders(options.production ?? false);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
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
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('Cache-Control', cacheControlFor(filePath));
  };
  for (const name of SECTION_NAMES) {
    const root = options.sectionDirs?.[name] ?? path.join(REPO_ROOT, SECTIONS[name], 'dist');
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders,
    });
  }
  if (options.sectionsConfigFile) {
    const sectionsConfig = readFileSync(options.sectionsConfigFile, 'utf8');
    app.get('/sections.json', async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('application/json').send(sectionsConfig),
    );
  }
  await app.register(fastifyStatic, {
    root: shellDir,
    index: false,
    wildcard: true,
    cacheControl: false,
    // The builds write .br and .gz copies (scripts/rspack/precompress-plugin.ts): sent as they are.
    preCompressed: true,
    setHeaders,
  });
  const indexFile = path.join(shellDir, 'index.html');
  const sendIndex = (reply: FastifyReply, status: number) => {
    const nonce = newNonce();
    return reply
      .code(status)
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy(nonce))
      .type('text/html')
      .send(readFileSync(indexFile, 'utf8').replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  };
  app.get('/', async (_request, reply) => sendIndex(reply, 200));
  app.get('/index.html', async (_request, reply) => sendIndex(reply, 200));
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = new URL(request.url, 'http://gateway').pathname;
    const looksLikeFile = path.extname(pathname) !== '' || pathname.startsWith('/remotes/');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.code(404).send({ statusCode: 404, message: 'Not Found' });
    if (looksLikeFile || !existsSync(indexFile)) return reply.code(404).type('text/plain').send('Not Found');
    return sendIndex(reply, isKnownPage(pathname) ? 200 : 404);
  });
  return app;
}
