import type { FastifyHttpProxyOptions } from '@fastify/http-proxy';

type RetryDelay = NonNullable<NonNullable<FastifyHttpProxyOptions['replyOptions']>['retryDelay']>;

/** Methods that change nothing, so sending them twice is harmless. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Errors of a connection the upstream refused or closed under us: a replica that is stopping
 * (Kubernetes sends it SIGTERM while its endpoint is still being removed) or a kept-alive
 * connection it closed as the request went out. Another attempt reaches a live replica.
 */
const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

export const CONNECTION_RETRIES = 2;

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** reply-from's types call this the Fastify request; at run time it is the agent's request, which has `method`. */
function methodOf(request: unknown): string | undefined {
  if (typeof request !== 'object' || request === null || !('method' in request)) return undefined;
  return typeof request.method === 'string' ? request.method.toUpperCase() : undefined;
}

/**
 * reply-from's retry decision for proxied calls: its own rules first (a GET answered 503 is
 * retried), then a safe request whose connection failed is sent again, twice at most, after a
 * short pause. Anything with a body is never retried here: its stream is already spent, and a
 * lead is made safe to repeat by its Idempotency-Key, which the visitor's browser re-sends.
 */
export const retryConnectionFailures: RetryDelay = ({ err, req, res, attempt, getDefaultDelay }) => {
  const byDefault = getDefaultDelay(req, res, err, attempt);
  if (byDefault) return byDefault;
  const method = methodOf(req);
  if (!err || !method || !SAFE_METHODS.has(method) || attempt >= CONNECTION_RETRIES) return null;
  const code = codeOf(err) ?? codeOf((err as Error & { cause?: unknown }).cause);
  return code && CONNECTION_FAILURES.has(code) ? 25 * (attempt + 1) : null;
};
