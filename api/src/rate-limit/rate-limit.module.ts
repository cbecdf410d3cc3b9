/*
 * Why not @nestjs/throttler with a Redis storage (checked with 6.7.1 and
 * @nest-lab/throttler-storage-redis 1.2.0, the Redis storage it documents, on ioredis):
 * - It does not install: `npm install -w api` of the pair stops with ERESOLVE, the storage's peer
 *   range being @nestjs/common 7 to 11 (this API runs 12); it would take an `overrides` entry.
 * - It cannot keep Retry-After and the window. Its storage blocks a client for `blockDuration` from
 *   its first refused request, and keeps counting while blocked. Measured against Redis with 2 per
 *   4 s: a third lead at 3.3 s got Retry-After 4 (here: 1, the end of the window), and leads at 4.8 s
 *   and 6.8 s, in the next window, were refused (here: accepted). With the defaults (10 per 600 s),
 *   a visitor refused in the window's last minute is told to wait 600 s, not under 60.
 * - It does not fail open: ThrottlerGuard awaits the storage without catching, so with Redis down
 *   every lead is a 500. Keeping fail-open, the 429 body (its own is "ThrottlerException: Too Many
 *   Requests"; its Retry-After comes only with X-RateLimit-* headers on every lead), the warning
 *   once per client and window, and the Redis connection settings means a guard subclass and
 *   most of redis-rate-limiter.ts anyway. What it would replace is memory-rate-limiter.ts and
 *   client-key.ts (78 of these 303 lines; its memory storage has no cap on clients tracked) for
 *   two dependencies (123 KB unpacked) and an override.
 */
import { type DynamicModule, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from '../common/logger.js';
import { MemoryRateLimiter } from './memory-rate-limiter.js';
import {
  DEFAULT_RATE_LIMIT_KEY_PREFIX,
  RATE_LIMITER,
  type RateLimiter,
  type RateLimitOptions,
} from './rate-limiter.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';

export interface RateLimitModuleOptions extends RateLimitOptions {
  logger: Logger;
}

/** Closes the Redis connection once the HTTP server has finished its last request. */
function closedAtShutdown(limiter: RateLimiter): OnApplicationShutdown {
  return { onApplicationShutdown: () => limiter.close() };
}

/**
 * Provides a RateLimiter under `token` (RATE_LIMITER unless given, so each limited route group has a
 * limiter of its own): counts in Redis when a URL is given, else in memory.
 */
@Module({})
export class RateLimitModule {
  static forRoot(options: RateLimitModuleOptions, token: symbol = RATE_LIMITER): DynamicModule {
    return {
      module: RateLimitModule,
      providers: [
        {
          provide: token,
          useFactory: (): Promise<RateLimiter> | RateLimiter =>
            options.redisUrl
              ? RedisRateLimiter.connect({
                  url: options.redisUrl,
                  limit: options.limit,
                  windowSeconds: options.windowSeconds,
                  keyPrefix: options.keyPrefix ?? DEFAULT_RATE_LIMIT_KEY_PREFIX,
                  logger: options.logger,
                })
              : new MemoryRateLimiter(options.limit, options.windowSeconds),
        },
        {
          provide: Symbol(`${token.description ?? 'rate limiter'} shutdown`),
          inject: [token],
          useFactory: closedAtShutdown,
        },
      ],
      exports: [token],
    };
  }
}
