import { type DynamicModule, Module } from '@nestjs/common';
import { RateLimitModule, type RateLimitModuleOptions } from '../rate-limit/rate-limit.module.js';
import { ExperienceController } from './experience.controller.js';
import { EXPERIENCE_RATE_LIMITER, ExperienceRateLimitGuard } from './experience-rate-limit.guard.js';

export interface ExperienceModuleOptions {
  rateLimit: RateLimitModuleOptions;
}

export const EXPERIENCE_RATE_LIMIT_KEY_PREFIX = 'powerai-api:experience-rate:';

/** The visitor-experience beacon: counted into metrics (MetricsModule), rate limited per client. */
@Module({})
export class ExperienceModule {
  static forRoot(options: ExperienceModuleOptions): DynamicModule {
    return {
      module: ExperienceModule,
      imports: [
        RateLimitModule.forRoot(
          { keyPrefix: EXPERIENCE_RATE_LIMIT_KEY_PREFIX, ...options.rateLimit },
          EXPERIENCE_RATE_LIMITER,
        ),
      ],
      controllers: [ExperienceController],
      providers: [ExperienceRateLimitGuard],
    };
  }
}
