import { type CanActivate, type ExecutionContext, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RetryLaterException } from '../common/api-errors.js';
import { clientKeyOf } from '../rate-limit/client-key.js';
import { RATE_LIMITER, type RateLimiter } from '../rate-limit/rate-limiter.js';

const LIMITER_DOWN_LOG_INTERVAL_MS = 30_000;

/**
 * Lets each client (its address, read from X-Forwarded-For only behind a trusted proxy) send a
 * limited number of leads per window; past it, a 429 with Retry-After. A limiter that cannot count
 * (Redis down) lets the lead in: a lost lead costs more than an unlimited minute.
 */
@Injectable()
export class ContactRateLimitGuard implements CanActivate {
  private lastLimiterWarning = 0;

  constructor(@Inject(RATE_LIMITER) private readonly limiter: RateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const client = clientKeyOf(request.ip);
    let outcome: Awaited<ReturnType<RateLimiter['hit']>>;
    try {
      outcome = await this.limiter.hit(client);
    } catch (error) {
      this.warnLimiterDown(request, error);
      return true;
    }
    if (outcome.allowed) return true;
    if (outcome.count === outcome.limit + 1) {
      request.log.warn({ client, limit: outcome.limit }, 'contact rate limit reached');
    }
    throw new RetryLaterException(
      {
        statusCode: HttpStatus.TOO_MANY_REQUESTS,
        message: `Too many submissions from your address; please try again in ${outcome.retryAfterSeconds} seconds`,
      },
      outcome.retryAfterSeconds,
    );
  }

  private warnLimiterDown(request: FastifyRequest, error: unknown): void {
    const now = Date.now();
    if (now - this.lastLimiterWarning < LIMITER_DOWN_LOG_INTERVAL_MS) return;
    this.lastLimiterWarning = now;
    request.log.warn(
      { err: error instanceof Error ? error.message : String(error), store: this.limiter.store },
      'rate limiter unavailable: letting contact submissions through unlimited',
    );
  }
}
