import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Service } from '@site/contracts';
import { openApiArray, serviceSchema } from '../docs/resource-schemas.js';
import { ServicesService } from './services.service.js';

@ApiTags('services')
@Controller('services')
export class ServicesController {
  constructor(@Inject(ServicesService) private readonly services: ServicesService) {}

  @Get()
  @ApiOkResponse({ description: 'The pre-built apps and what they include', schema: openApiArray(serviceSchema) })
  findAll(): Promise<Service[]> {
    return this.services.findAll();
  }
}
