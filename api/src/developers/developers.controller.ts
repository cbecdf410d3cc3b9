import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Developer, Project, Testimonial } from '@site/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiConditionalGet } from '../catalogue/api-conditional-get.js';
import { sendJsonSnapshot } from '../catalogue/send-json-snapshot.js';
import { uuidParam } from '../common/uuid-param.pipe.js';
import {
  developerSchema,
  errorSchema,
  openApiArray,
  openApiSchema,
  projectSchema,
  testimonialSchema,
} from '../docs/resource-schemas.js';
import { ProjectsService } from '../projects/projects.service.js';
import { TestimonialsService } from '../testimonials/testimonials.service.js';
import { DevelopersService } from './developers.service.js';

@ApiTags('developers')
@Controller('developers')
export class DevelopersController {
  constructor(
    @Inject(DevelopersService) private readonly developers: DevelopersService,
    @Inject(ProjectsService) private readonly projects: ProjectsService,
    @Inject(TestimonialsService) private readonly testimonials: TestimonialsService,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'Every developer, best rated first', schema: openApiArray(developerSchema) })
  @ApiConditionalGet()
  async findAll(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    sendJsonSnapshot(request, reply, await this.developers.listAsJson());
  }

  @Get(':id')
  @ApiOkResponse({ schema: openApiSchema(developerSchema) })
  @ApiBadRequestResponse({ description: 'The id is not a UUID', schema: openApiSchema(errorSchema) })
  @ApiNotFoundResponse({ description: 'No developer has this id', schema: openApiSchema(errorSchema) })
  findOne(@Param('id', uuidParam()) id: string): Promise<Developer> {
    return this.developers.findOne(id);
  }

  @Get(':id/projects')
  @ApiOkResponse({ description: "The developer's case studies", schema: openApiArray(projectSchema) })
  @ApiBadRequestResponse({ description: 'The id is not a UUID', schema: openApiSchema(errorSchema) })
  @ApiNotFoundResponse({ description: 'No developer has this id', schema: openApiSchema(errorSchema) })
  async findProjects(@Param('id', uuidParam()) id: string): Promise<Project[]> {
    await this.developers.assertExists(id);
    return this.projects.findByDeveloper(id);
  }

  @Get(':id/testimonials')
  @ApiOkResponse({ description: "What the developer's clients said", schema: openApiArray(testimonialSchema) })
  @ApiBadRequestResponse({ description: 'The id is not a UUID', schema: openApiSchema(errorSchema) })
  @ApiNotFoundResponse({ description: 'No developer has this id', schema: openApiSchema(errorSchema) })
  async findTestimonials(@Param('id', uuidParam()) id: string): Promise<Testimonial[]> {
    await this.developers.assertExists(id);
    return this.testimonials.findByDeveloper(id);
  }
}
