import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { activeTraceId } from '@site/tracing';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's request id is kept when it is short and plain (a UUID, a ULID, a trace id), else replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a request in the logs: with tracing on, its trace id (the one the site server's and a
 * renderer's lines and the tracing backend show); else the caller's X-Request-Id or a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const traceId = activeTraceId();
  if (traceId !== undefined) return traceId;
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
