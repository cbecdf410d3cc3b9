import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, map, type Observable, of } from 'rxjs';
import { CATALOGUE_TTL_MS, CatalogueEpoch } from './catalogue-cache.module.js';
import { ifNoneMatchHits } from './if-none-match.js';
import { type JsonSnapshot, jsonSnapshot } from './json-snapshot.js';
import type { SnapshotCache } from './snapshot-cache.js';
import { SnapshotsByQuery } from './snapshots-by-query.js';

/**
 * Browsers and proxies may keep a read's answer but must ask again before each use: with the ETag
 * they kept, the question costs a 304 without a body, and a change is seen at once.
 */
export const READ_CACHE_CONTROL = 'no-cache';

/** Set by `@JsonRead({ catalogueSnapshot: true })`. */
export const CATALOGUE_SNAPSHOT = Symbol('CATALOGUE_SNAPSHOT');

/**
 * How many distinct query strings of one catalogue read are kept (the directory's pages: each at
 * most DEVELOPER_PAGE_SIZE_MAX developers, about 35 KB, so at most a few MB per read).
 */
export const CATALOGUE_QUERIES_KEPT = 100;

/**
 * Answers a read with what its handler returned, serialised once, under a strong ETag, or a 304
 * without a body when `If-None-Match` names it. A handler marked as a catalogue snapshot runs at
 * most once per catalogue TTL and query string: in between, the JSON text kept from its last run
 * is the answer (for the CATALOGUE_QUERIES_KEPT query strings used most recently).
 * A failure is answered by the exception filter as usual, without an ETag, and is not kept.
 */
@Injectable()
export class JsonReadInterceptor implements NestInterceptor {
  /** Per handler: its snapshots by query string, or null when it is answered afresh each time. */
  private readonly snapshots = new Map<unknown, SnapshotsByQuery<JsonSnapshot> | null>();
  /** The catalogue epoch the snapshots were read in: a newer one (the data changed) drops them all. */
  private epoch = 0;

  constructor(
    @Inject(CATALOGUE_TTL_MS) private readonly catalogueTtlMs: number,
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(CatalogueEpoch) private readonly catalogueEpoch: CatalogueEpoch,
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
    return this.snapshotsByQueryOf(context, request)?.of(queryStringOf(request)) ?? null;
  }

  private snapshotsByQueryOf(
    context: ExecutionContext,
    request: FastifyRequest,
  ): SnapshotsByQuery<JsonSnapshot> | null {
    if (this.catalogueEpoch.current !== this.epoch) {
      this.epoch = this.catalogueEpoch.current;
      this.snapshots.clear();
    }
    const handler = context.getHandler();
    let snapshots = this.snapshots.get(handler);
    if (snapshots === undefined) {
      const kept = this.reflector.get<boolean | undefined>(CATALOGUE_SNAPSHOT, handler) === true;
      // Snapshots are kept per query string only: a handler with route parameters would answer every caller with the first one's.
      if (kept && request.routeOptions.url?.includes(':')) {
        throw new Error(
          `${context.getClass().name}.${handler.name}: a catalogue snapshot needs a route without parameters`,
        );
      }
      snapshots = kept ? new SnapshotsByQuery<JsonSnapshot>(this.catalogueTtlMs, CATALOGUE_QUERIES_KEPT) : null;
      this.snapshots.set(handler, snapshots);
    }
    return snapshots;
  }
}

/** The raw query string (what the handler's query pipe reads), '' for none. */
function queryStringOf(request: FastifyRequest): string {
  const start = request.url.indexOf('?');
  return start === -1 ? '' : request.url.slice(start + 1);
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
