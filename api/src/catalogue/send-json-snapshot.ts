import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHits } from './if-none-match.js';
import type { JsonSnapshot } from './json-snapshot.js';

/**
 * Browsers and proxies may keep the answer but must ask again before each use: with the ETag they
 * kept, the question costs a 304 without a body, and a change is seen at once.
 */
export const CATALOGUE_CACHE_CONTROL = 'no-cache';

/** 200 with the snapshot's JSON, or 304 when the caller already holds it (`If-None-Match`). */
export function sendJsonSnapshot(request: FastifyRequest, reply: FastifyReply, snapshot: JsonSnapshot): void {
  void reply.header('etag', snapshot.etag).header('cache-control', CATALOGUE_CACHE_CONTROL);
  if (ifNoneMatchHits(request.headers['if-none-match'], snapshot.etag)) {
    void reply.status(304).send();
    return;
  }
  void reply.type('application/json; charset=utf-8').send(snapshot.body);
}
