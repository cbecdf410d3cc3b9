import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '../common/logger.js';
import { outcomeOf, type RateLimiter, type RateLimitOutcome } from './rate-limiter.js';

/**
 * One round trip, atomic: count the request and start the window on the first one. PTTL < 0 also
 * repairs a key left without expiry, so a client can never be locked out for good.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** A lead must not wait on a slow Redis: past this, the limiter counts as down (and lets the lead in). */
const COMMAND_TIMEOUT_MS = 500;
const READY_WAIT_MS = 1_500;
const ERROR_LOG_INTERVAL_MS = 30_000;

/** Counts in Redis, so the limit holds across every API replica that shares it. */
export class RedisRateLimiter implements RateLimiter {
  readonly store = 'redis';

  private constructor(
    private readonly redis: Redis,
    private readonly limit: number,
    private readonly windowSeconds: number,
    private readonly keyPrefix: string,
  ) {}

  /** Connects, waiting briefly for Redis: one that is down at start is retried in the background. */
  static async connect(options: {
    url: string;
    limit: number;
    windowSeconds: number;
    keyPrefix: string;
    logger: Logger;
  }): Promise<RedisRateLimiter> {
    const log = options.logger.child({ component: 'rate-limit-redis' });
    const redis = new Redis(options.url, {
      // Fail at once while disconnected instead of queueing: the caller lets the lead in.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1_000,
      commandTimeout: COMMAND_TIMEOUT_MS,
      retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
      // ioredis's own default (2 s, untyped): how long `disconnect()` waits for the socket. A
      // connection that is already gone (Redis down) would otherwise hold the process that long.
      disconnectTimeout: 100,
    } as RedisOptions);
    let lastLogged = 0;
    redis.on('error', (error: Error) => {
      if (Date.now() - lastLogged < ERROR_LOG_INTERVAL_MS) return;
      lastLogged = Date.now();
      log.warn({ err: error.message }, 'Redis for the rate limit is unreachable; contact submissions are not limited');
    });
    redis.on('ready', () => {
      if (lastLogged > 0) log.info('Redis for the rate limit is reachable again');
      lastLogged = 0;
    });
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        redis.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, READY_WAIT_MS);
      redis.once('ready', done);
      redis.once('error', done);
    });
    return new RedisRateLimiter(redis, options.limit, options.windowSeconds, options.keyPrefix);
  }

  async hit(key: string): Promise<RateLimitOutcome> {
    const reply: unknown = await this.redis.eval(HIT_SCRIPT, 1, this.keyPrefix + key, this.windowSeconds * 1000);
    if (!Array.isArray(reply) || typeof reply[0] !== 'number' || typeof reply[1] !== 'number') {
      throw new Error(`Unexpected reply from the rate limit script: ${JSON.stringify(reply)}`);
    }
    return outcomeOf(reply[0], this.limit, reply[1]);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
