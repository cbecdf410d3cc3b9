/**
 * One value, loaded on demand and kept for `ttlMs` from the moment its load started (so it is never
 * older than that). Callers that arrive while a load runs share it: a cold or expired cache under
 * load costs one query, not one per request. A failed load is not kept: the next call loads again.
 * A `ttlMs` of 0 keeps nothing (every call loads). Each caller brings its own `load` (a request's
 * handler); only one that finds no fresh value runs it.
 */
export class SnapshotCache<T extends object> {
  private current: { value: Promise<T>; loaded?: T; expiresAt: number } | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The fresh value itself once it is loaded (no promise to wait on: the hot path), else its load. */
  get(load: () => Promise<T>): T | Promise<T> {
    const startedAt = this.now();
    const current = this.current;
    if (current && startedAt < current.expiresAt) return current.loaded ?? current.value;
    const entry: NonNullable<typeof this.current> = { value: load(), expiresAt: startedAt + this.ttlMs };
    this.current = entry;
    entry.value.then(
      (value) => {
        entry.loaded = value;
      },
      () => {
        if (this.current === entry) this.current = undefined;
      },
    );
    return entry.value;
  }
}
