import { Controller, Get, Header, HttpStatus, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DATABASE_RETRY_AFTER_SECONDS, RetryLaterException } from '../common/api-errors.js';
import { HealthService } from './health.service.js';
import { type Alive, type Healthy, healthSchema, livenessSchema, unhealthySchema } from './health-schemas.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(HealthService) private readonly health: HealthService) {}

  /**
   * Liveness: the process answers, whatever its database does. A probe that restarted the API
   * whenever PostgreSQL is unreachable would restart every replica at once and help nothing; the
   * pool reconnects by itself. Readiness (and load balancers) use GET /api/health.
   */
  @Get('live')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description: 'The API process answers (the database is not checked)',
    standardSchema: livenessSchema,
  })
  live(): Alive {
    return { status: 'ok' };
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'The API and its database answer', standardSchema: healthSchema })
  @ApiServiceUnavailableResponse({
    description: 'The database does not answer',
    standardSchema: unhealthySchema,
  })
  async check(): Promise<Healthy> {
    if (await this.health.databaseAnswers()) return { status: 'ok', database: 'up' };
    throw new RetryLaterException(
      {
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
        message: 'Database unavailable',
        status: 'error',
        database: 'down',
      },
      DATABASE_RETRY_AFTER_SECONDS,
    );
  }
}
