import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '../contacts/idempotency-key.decorator.js';
import { REQUEST_ID_HEADER } from './request-id.js';

const ALLOWED_METHODS = 'GET, POST, PATCH';
const ALLOWED_HEADERS = ['authorization', 'content-type', IDEMPOTENCY_KEY_HEADER, REQUEST_ID_HEADER].join(', ');
const EXPOSED_HEADERS = ['retry-after', REQUEST_ID_HEADER, 'idempotent-replayed'].join(', ');
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * The site calls the API on its own origin, which needs no CORS. Only the origins listed in
 * CORS_ORIGINS get CORS headers (with credentials, as the site's calls send them); any other origin
 * gets none, so a browser keeps its pages from reading the API's answers. With no list, nothing is
 * added at all, and a preflight is an ordinary 404.
 */
export function allowCorsOrigins(fastify: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('Vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined || !allowed.has(origin)) {
      done();
      return;
    }
    reply.header('Access-Control-Allow-Origin', origin).header('Access-Control-Allow-Credentials', 'true');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      void reply
        .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
        .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .status(204)
        .send();
      return;
    }
    reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    done();
  });
}
