import { type DynamicModule, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
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
@Injectable()
class RateLimiterShutdown implements OnApplicationShutdown {
  constructor(@Inject(RATE_LIMITER) private readonly limiter: RateLimiter) {}

  async onApplicationShutdown(): Promise<void> {
    await this.limiter.close();
  }
}

/** Provides RATE_LIMITER: counts in Redis when a URL is given, else in memory. */
@Module({})
export class RateLimitModule {
  static forRoot(options: RateLimitModuleOptions): DynamicModule {
    return {
      module: RateLimitModule,
      providers: [
        {
          provide: RATE_LIMITER,
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
        RateLimiterShutdown,
      ],
      exports: [RATE_LIMITER],
    };
  }
}
