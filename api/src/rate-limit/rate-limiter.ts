/** How many requests one client may make per window, and where the counts are kept. */
export interface RateLimitOptions {
  limit: number;
  windowSeconds: number;
  /** Count in this Redis (shared by every API replica); in this process's memory when absent. */
  redisUrl?: string;
  /** Prepended to every Redis key, so several deployments (or test runs) can share one Redis. */
  keyPrefix?: string;
}

export const DEFAULT_RATE_LIMIT_KEY_PREFIX = 'powerai-api:contact-rate:';

export interface RateLimitOutcome {
  allowed: boolean;
  /** Requests this client made in the current window, this one included. */
  count: number;
  limit: number;
  /** Seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
}

/** A fixed-window counter per client key. `hit` rejects when the store cannot be reached. */
export interface RateLimiter {
  readonly store: 'memory' | 'redis';
  hit(key: string): Promise<RateLimitOutcome>;
  close(): Promise<void>;
}

export const RATE_LIMITER = Symbol('RATE_LIMITER');

export function outcomeOf(count: number, limit: number, msLeft: number): RateLimitOutcome {
  return { allowed: count <= limit, count, limit, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
}
