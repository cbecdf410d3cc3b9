import { Body, Controller, Headers, HttpCode, HttpStatus, Inject, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiNoContentResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  EXPERIENCE_BEACON_MAX_BYTES,
  type ExperienceBeacon,
  parseServedBuilds,
  SERVED_BUILDS_HEADER,
} from '@site/contracts';
import { apiErrorSchema } from '@site/contracts/response-schemas';
import { experienceBeaconSchema } from '@site/contracts/visitor-experience-schema';
import { RouteBody } from '../common/route-body.js';
import { ZodBodyPipe } from '../common/zod-body.pipe.js';
import { openApiRequestSchema } from '../docs/request-schema.js';
import { ExperienceMetrics } from '../metrics/experience-metrics.js';
import { ExperienceRateLimitGuard } from './experience-rate-limit.guard.js';

/**
 * `POST /api/experience`: a visitor's browser reports its Core Web Vitals and uncaught errors
 * (`navigator.sendBeacon`, so `text/plain` as well as `application/json`). The beacon becomes
 * metrics and is gone: nothing is stored, no cookie is set, nothing of it is logged. Its builds
 * count only when the site server, which passes every beacon on, names them as served (the
 * `x-site-served-builds` header; absent, as when the API is called directly: none is).
 */
@ApiTags('experience')
@Controller('experience')
export class ExperienceController {
  constructor(@Inject(ExperienceMetrics) private readonly metrics: ExperienceMetrics) {}

  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(ExperienceRateLimitGuard)
  @RouteBody({ bodyLimit: EXPERIENCE_BEACON_MAX_BYTES, plainTextIsJson: true })
  @ApiBody({
    description:
      'One JSON object (sent as text/plain or application/json): the route template, the build of each section on the page, Web Vitals and uncaught errors',
    schema: openApiRequestSchema(experienceBeaconSchema),
  })
  @ApiNoContentResponse({ description: 'Counted in the metrics' })
  @ApiBadRequestResponse({
    description: 'Not JSON, or not a beacon: names each bad field',
    standardSchema: apiErrorSchema,
  })
  @ApiPayloadTooLargeResponse({ description: `Body over ${EXPERIENCE_BEACON_MAX_BYTES} bytes` })
  @ApiTooManyRequestsResponse({
    description: 'Too many beacons from this client in the window',
    standardSchema: apiErrorSchema,
  })
  record(
    @Body(new ZodBodyPipe(experienceBeaconSchema)) beacon: ExperienceBeacon,
    @Headers(SERVED_BUILDS_HEADER) servedBuilds: string | undefined,
  ): void {
    this.metrics.record(beacon, parseServedBuilds(servedBuilds));
  }
}
