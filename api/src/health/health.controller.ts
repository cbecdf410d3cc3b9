import { Controller, Get, Header, HttpStatus, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DATABASE_RETRY_AFTER_SECONDS, RetryLaterException } from '../common/api-errors.js';
import { healthSchema, openApiSchema, unhealthySchema } from '../docs/resource-schemas.js';
import { HealthService } from './health.service.js';

export interface Healthy {
  status: 'ok';
  database: 'up';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(HealthService) private readonly health: HealthService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'The API and its database answer', schema: openApiSchema(healthSchema) })
  @ApiServiceUnavailableResponse({
    description: 'The database does not answer',
    schema: openApiSchema(unhealthySchema),
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
