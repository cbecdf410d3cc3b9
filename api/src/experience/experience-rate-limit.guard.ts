import { type CanActivate, type ExecutionContext, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RetryLaterException } from '../common/api-errors.js';
import { clientKeyOf } from '../rate-limit/client-key.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';

export const EXPERIENCE_RATE_LIMITER = Symbol('EXPERIENCE_RATE_LIMITER');

/**
 * Beacons per client (its address, as for leads) per window; past it, 429 with Retry-After. A
 * limiter that cannot count (Redis down) lets beacons in: they cost a few counter increments.
 */
@Injectable()
export class ExperienceRateLimitGuard implements CanActivate {
  constructor(@Inject(EXPERIENCE_RATE_LIMITER) private readonly limiter: RateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const outcome = await this.limiter.hit(clientKeyOf(request.ip)).catch(() => undefined);
    if (!outcome || outcome.allowed) return true;
    throw new RetryLaterException(
      {
        statusCode: HttpStatus.TOO_MANY_REQUESTS,
        message: `Too many reports from your address; please try again in ${outcome.retryAfterSeconds} seconds`,
      },
      outcome.retryAfterSeconds,
    );
  }
}
