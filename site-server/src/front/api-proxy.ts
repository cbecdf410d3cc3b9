import fastifyHttpProxy from '@fastify/http-proxy';
import {
  EXPERIENCE_BEACON_PATH,
  SERVED_BUILDS_HEADER,
  type SectionBuildOnPage,
  servedBuildsHeaderValue,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { retryConnectionFailures } from './upstream-retry';

export interface ApiProxyOptions {
  apiOrigin: string;
  /** The builds this server serves now, named on each visitor-experience beacon (none: the API counts no build). */
  servedBuilds?: () => Iterable<SectionBuildOnPage>;
}

/**
 * /api/* passed to the API, which is told the visitor's address and protocol, and, on a
 * visitor-experience beacon, the builds this server serves (SERVED_BUILDS_HEADER): the API counts
 * a beacon's reports only for those. Only this server says so: the header a client sent is dropped.
 */
export async function apiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  await app.register(fastifyHttpProxy, {
    upstream: options.apiOrigin,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: {
      rewriteRequestHeaders: (request, requestHeaders) => {
        const { [SERVED_BUILDS_HEADER]: _sentByClient, ...headers } = requestHeaders;
        const beacon = request.url.split('?')[0] === EXPERIENCE_BEACON_PATH;
        return {
          ...headers,
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': request.protocol,
          ...(beacon && { [SERVED_BUILDS_HEADER]: servedBuildsHeaderValue(options.servedBuilds?.() ?? []) }),
        };
      },
      retryDelay: retryConnectionFailures,
    },
  });
}
