import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Service } from '@site/contracts';
import { serviceSchema } from '@site/contracts/response-schemas';
import { JsonRead } from '../json-reads/json-read.decorator.js';
import { ServicesService } from './services.service.js';

@ApiTags('services')
@Controller('services')
export class ServicesController {
  constructor(@Inject(ServicesService) private readonly services: ServicesService) {}

  @Get()
  @JsonRead({ catalogueSnapshot: true })
  @ApiOkResponse({
    description: 'The pre-built apps and what they include',
    standardSchema: serviceSchema,
    isArray: true,
  })
  findAll(): Promise<Service[]> {
    return this.services.findAll();
  }
}
