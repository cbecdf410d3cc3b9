import { createHash } from 'node:crypto';
import type { PageRead } from '@site/contracts';
import { type SiteStore, siteApi } from '@site/platform';

/** A read a piece of the page looked up, with what it was asked and a digest of its answer. */
export interface RecordedRead {
  /** RTK Query's cache key of the read. */
  key: string;
  endpointName: string;
  originalArgs: unknown;
  digest: string;
}

type QueryState = ReturnType<SiteStore['getState']>[typeof siteApi.reducerPath]['queries'][string];

/**
 * What a read answered, as a short digest: a piece of the page rendered with the same answers
 * is the same HTML. Undefined while it is still running (a piece rendered then is not kept).
 */
function digestOf(query: QueryState): string | undefined {
  if (!query) return 'absent';
  if (query.status !== 'fulfilled' && query.status !== 'rejected') return undefined;
  const answer = query.status === 'fulfilled' ? query.data : query.error;
  return `${query.status}:${createHash('sha1')
    .update(JSON.stringify(answer) ?? '')
    .digest('base64')}`;
}

/**
 * The page's reads as one render sees them: each read's digest is computed once per render, however
 * many pieces looked it up.
 */
export class PageReads {
  private readonly digests = new Map<string, string | undefined>();

  constructor(readonly store: SiteStore) {}

  private query(key: string): QueryState {
    return this.store.getState()[siteApi.reducerPath].queries[key];
  }

  private digest(key: string): string | undefined {
    if (!this.digests.has(key)) {
      const digest = digestOf(this.query(key));
      // A read still running may finish later in this render: only an answer is remembered.
      if (digest === undefined) return undefined;
      this.digests.set(key, digest);
    }
    return this.digests.get(key);
  }

  /** These reads as they stand, or undefined when one of them has no answer yet. */
  record(keys: Iterable<string>): RecordedRead[] | undefined {
    const reads: RecordedRead[] = [];
    for (const key of [...keys].sort()) {
      const digest = this.digest(key);
      if (digest === undefined) return undefined;
      const query = this.query(key);
      reads.push({ key, endpointName: query?.endpointName ?? '', originalArgs: query?.originalArgs, digest });
    }
    return reads;
  }

  /** Whether every one of these reads answers as it did when they were recorded. */
  unchanged(reads: readonly RecordedRead[]): boolean {
    return reads.every((read) => this.digest(read.key) === read.digest);
  }

  /**
   * Starts these reads, as rendering the piece that made them would (RTK Query starts a read its
   * component asks for): a piece kept from an earlier page need not be rendered to learn them.
   */
  start(reads: readonly RecordedRead[]): void {
    const endpoints = siteApi.endpoints as unknown as Record<string, { initiate?: (args: unknown) => unknown }>;
    for (const read of reads) {
      const initiate = endpoints[read.endpointName]?.initiate;
      if (initiate) this.store.dispatch(initiate(read.originalArgs) as Parameters<SiteStore['dispatch']>[0]);
    }
  }
}

/**
 * The API reads the page made, for the site server to tag the page with (a change of that data
 * replaces it): each query of the page's store by endpoint and argument, answered or not (a read
 * that failed or was left to the browser makes the page one to render again soon).
 */
export function pageReads(store: SiteStore): PageRead[] {
  const queries = store.getState()[siteApi.reducerPath].queries;
  return Object.values(queries).flatMap((query) =>
    query?.endpointName
      ? [{ endpoint: query.endpointName, arg: query.originalArgs as unknown, answered: query.status === 'fulfilled' }]
      : [],
  );
}
