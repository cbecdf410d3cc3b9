import { outcomeOf, type RateLimiter, type RateLimitOutcome } from './rate-limiter.js';

/** Clients tracked at most, so a flood of distinct addresses cannot grow the map without bound. */
const MAX_TRACKED_CLIENTS = 100_000;

interface Window {
  count: number;
  endsAt: number;
}

/** Counts in this process: right for one API process, and the fallback when no Redis is configured. */
export class MemoryRateLimiter implements RateLimiter {
  readonly store = 'memory';
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string): Promise<RateLimitOutcome> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (!window) this.makeRoom(now);
      window = { count: 0, endsAt: now + this.windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return outcomeOf(window.count, this.limit, window.endsAt - now);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  /** Forgets ended windows; if every window is live, the oldest clients (in insertion order). */
  private makeRoom(now: number): void {
    if (this.windows.size < MAX_TRACKED_CLIENTS) return;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_TRACKED_CLIENTS) break;
      this.windows.delete(key);
    }
  }
}
