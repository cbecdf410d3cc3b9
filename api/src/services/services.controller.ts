import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiConditionalGet } from '../catalogue/api-conditional-get.js';
import { sendJsonSnapshot } from '../catalogue/send-json-snapshot.js';
import { openApiArray, serviceSchema } from '../docs/resource-schemas.js';
import { ServicesService } from './services.service.js';

@ApiTags('services')
@Controller('services')
export class ServicesController {
  constructor(@Inject(ServicesService) private readonly services: ServicesService) {}

  @Get()
  @ApiOkResponse({ description: 'The pre-built apps and what they include', schema: openApiArray(serviceSchema) })
  @ApiConditionalGet()
  async findAll(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    sendJsonSnapshot(request, reply, await this.services.listAsJson());
  }
}
