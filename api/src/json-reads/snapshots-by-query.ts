import { SnapshotCache } from './snapshot-cache.js';

/**
 * A catalogue read's snapshots, one per query string (the plain call is the query ''), at most
 * `maxQueries` of them: a page read is at most one page of rows, and a visitor inventing new
 * searches evicts the query used least recently instead of growing the process. Each kept query
 * is still read again after the catalogue TTL.
 */
export class SnapshotsByQuery<T extends object> {
  private readonly byQuery = new Map<string, SnapshotCache<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxQueries: number,
  ) {}

  of(query: string): SnapshotCache<T> {
    let snapshots = this.byQuery.get(query);
    if (snapshots) {
      // A Map keeps insertion order: moved to the end, the first key is the one used least recently.
      this.byQuery.delete(query);
    } else {
      snapshots = new SnapshotCache<T>(this.ttlMs);
      if (this.byQuery.size >= this.maxQueries) {
        const leastRecent = this.byQuery.keys().next().value;
        if (leastRecent !== undefined) this.byQuery.delete(leastRecent);
      }
    }
    this.byQuery.set(query, snapshots);
    return snapshots;
  }

  get size(): number {
    return this.byQuery.size;
  }
}
