import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { retryConnectionFailures } from './upstream-retry';

/** /api/* passed to the API, which is told the visitor's address and protocol. */
export async function apiProxy(app: FastifyInstance, options: { apiOrigin: string }): Promise<void> {
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
}
