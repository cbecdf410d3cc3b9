/**
 * A map that forgets its least recently used entries once their sizes add up past a bound: what a
 * renderer keeps between pages must not grow with the number of addresses it was asked for.
 * (The shell's server build carries no cache library; this is the whole of what it needs.)
 */
export class BoundedShelf<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: moved to the end, it is the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.total -= old.size;
    }
    if (size > this.maxSize) return;
    this.entries.set(key, { value, size });
    this.total += size;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxSize) break;
      this.entries.delete(oldest);
      this.total -= entry.size;
    }
  }

  get size(): number {
    return this.total;
  }
}
