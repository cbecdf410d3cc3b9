import { LRUCache } from 'lru-cache';

/** How far back the pages rendered again after a release or a change reach. */
export const RECENT_WINDOW_MS = 60 * 60_000;

/**
 * At most this many addresses are remembered: the most recently served of a crawl or a flood of
 * invented searches. 2,000 renders at about 100 ms is what one renderer does in a few minutes.
 */
export const RECENT_ADDRESSES_KEPT = 2000;

/**
 * The page addresses visitors were sent in the last hour, most recent first: after a release or a
 * change of data they are rendered again before the next visitor asks (page-source.ts).
 */
export class RecentAddresses {
  private readonly served: LRUCache<string, number>;

  constructor(
    private readonly now: () => number = Date.now,
    kept = RECENT_ADDRESSES_KEPT,
  ) {
    this.served = new LRUCache<string, number>({ max: kept });
  }

  note(address: string): void {
    this.served.set(address, this.now());
  }

  /** Whether the address was served in the last hour. */
  has(address: string): boolean {
    const at = this.served.peek(address);
    return at !== undefined && this.now() - at <= RECENT_WINDOW_MS;
  }

  /** The addresses served in the last hour, the most recently served first. */
  list(): string[] {
    const since = this.now() - RECENT_WINDOW_MS;
    const addresses: string[] = [];
    for (const [address, at] of this.served.entries()) if (at >= since) addresses.push(address);
    return addresses;
  }
}
