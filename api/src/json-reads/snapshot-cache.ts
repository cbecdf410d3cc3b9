/**
 * One value, loaded on demand and kept for `ttlMs` from the moment its load started (so it is never
 * older than that). Callers that arrive while a load runs share it: a cold or expired cache under
 * load costs one query, not one per request. A failed load is not kept: the next call loads again.
 * A `ttlMs` of 0 keeps nothing (every call loads). Each caller brings its own `load` (a request's
 * handler); only the one that finds no fresh value runs it.
 */
export class SnapshotCache<T> {
  private current: { value: Promise<T>; expiresAt: number } | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(load: () => Promise<T>): Promise<T> {
    const startedAt = this.now();
    if (this.current && startedAt < this.current.expiresAt) return this.current.value;
    const entry = { value: load(), expiresAt: startedAt + this.ttlMs };
    this.current = entry;
    entry.value.catch(() => {
      if (this.current === entry) this.current = undefined;
    });
    return entry.value;
  }
}
