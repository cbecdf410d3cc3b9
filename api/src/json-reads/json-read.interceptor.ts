import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, map, type Observable, of } from 'rxjs';
import { CATALOGUE_TTL_MS } from './catalogue-cache.module.js';
import { ifNoneMatchHits } from './if-none-match.js';
import { type JsonSnapshot, jsonSnapshot } from './json-snapshot.js';
import { SnapshotCache } from './snapshot-cache.js';

/**
 * Browsers and proxies may keep a read's answer but must ask again before each use: with the ETag
 * they kept, the question costs a 304 without a body, and a change is seen at once.
 */
export const READ_CACHE_CONTROL = 'no-cache';

/** Set by `@JsonRead({ catalogueSnapshot: true })`. */
export const CATALOGUE_SNAPSHOT = Symbol('CATALOGUE_SNAPSHOT');

/**
 * Answers a read with what its handler returned, serialised once, under a strong ETag, or a 304
 * without a body when `If-None-Match` names it. A handler marked as a catalogue snapshot runs at
 * most once per catalogue TTL: in between, the JSON text kept from its last run is the answer.
 * A failure is answered by the exception filter as usual, without an ETag, and is not kept.
 */
@Injectable()
export class JsonReadInterceptor implements NestInterceptor {
  /** Per handler: its snapshot, or null when it is answered afresh each time. */
  private readonly snapshots = new Map<unknown, SnapshotCache<JsonSnapshot> | null>();

  constructor(
    @Inject(CATALOGUE_TTL_MS) private readonly catalogueTtlMs: number,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<string | Response> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const kept = this.snapshotsOf(context, request)?.get(async () => jsonSnapshot(await lastValueFrom(next.handle())));
    if (kept === undefined) return next.handle().pipe(map((value) => answer(request, reply, jsonSnapshot(value))));
    if (kept instanceof Promise) return from(kept.then((snapshot) => answer(request, reply, snapshot)));
    return of(answer(request, reply, kept));
  }

  private snapshotsOf(context: ExecutionContext, request: FastifyRequest): SnapshotCache<JsonSnapshot> | null {
    const handler = context.getHandler();
    let snapshots = this.snapshots.get(handler);
    if (snapshots === undefined) {
      const kept = this.reflector.get<boolean | undefined>(CATALOGUE_SNAPSHOT, handler) === true;
      // One snapshot per handler: a handler with parameters would answer every caller with the first one's.
      if (kept && request.routeOptions.url?.includes(':')) {
        throw new Error(
          `${context.getClass().name}.${handler.name}: a catalogue snapshot needs a route without parameters`,
        );
      }
      snapshots = kept ? new SnapshotCache<JsonSnapshot>(this.catalogueTtlMs) : null;
      this.snapshots.set(handler, snapshots);
    }
    return snapshots;
  }
}

/**
 * The JSON text as it is (Fastify sends a string with a content type as it is), or a bodiless 304:
 * Nest sends every value it is handed with the route's status, but a web `Response` with its own.
 */
function answer(request: FastifyRequest, reply: FastifyReply, snapshot: JsonSnapshot): string | Response {
  void reply.header('etag', snapshot.etag).header('cache-control', READ_CACHE_CONTROL);
  if (ifNoneMatchHits(request.headers['if-none-match'], snapshot.etag)) return new Response(null, { status: 304 });
  void reply.type('application/json; charset=utf-8');
  return snapshot.body;
}
