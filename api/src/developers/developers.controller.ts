import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Developer, DeveloperPage, Project, Testimonial } from '@site/contracts';
import { type DeveloperPageRequest, developerPageQuerySchema } from '@site/contracts/developer-query-schema';
import {
  apiErrorSchema,
  developerPageSchema,
  developerSchema,
  developerSkillsSchema,
  projectSchema,
  testimonialSchema,
} from '@site/contracts/response-schemas';
import { z } from 'zod';
import { uuidParam } from '../common/uuid-param.pipe.js';
import { ApiQueryFromSchema } from '../docs/query-parameters.js';
import { JsonRead } from '../json-reads/json-read.decorator.js';
import { ProjectsService } from '../projects/projects.service.js';
import { TestimonialsService } from '../testimonials/testimonials.service.js';
import { DeveloperPageQueryPipe } from './developer-page-query.pipe.js';
import { DevelopersService } from './developers.service.js';

const BAD_ID = { description: 'The id is not a UUID', standardSchema: apiErrorSchema };
const UNKNOWN_ID = { description: 'No developer has this id', standardSchema: apiErrorSchema };

/** The plain call's list, or a page when any query parameter is given. */
const developersAnswer = z.union([developerSchema.array(), developerPageSchema]);

@ApiTags('developers')
@Controller('developers')
export class DevelopersController {
  constructor(
    @Inject(DevelopersService) private readonly developers: DevelopersService,
    @Inject(ProjectsService) private readonly projects: ProjectsService,
    @Inject(TestimonialsService) private readonly testimonials: TestimonialsService,
  ) {}

  @Get()
  @JsonRead({ catalogueSnapshot: true })
  @ApiQueryFromSchema(developerPageQuerySchema)
  @ApiOkResponse({
    description:
      "Without a query string (the spec's call): every developer, best rated first, as a list. With any parameter: one page, searched, filtered and sorted, as { items, page, pageSize, total } (the total is in the body, so a cached or server-rendered answer keeps it).",
    standardSchema: developersAnswer,
  })
  @ApiBadRequestResponse({
    description: 'A bad or unknown query parameter, named in errors',
    standardSchema: apiErrorSchema,
  })
  findAll(
    @Query(new DeveloperPageQueryPipe()) page: DeveloperPageRequest | undefined,
  ): Promise<Developer[] | DeveloperPage> {
    return page === undefined ? this.developers.findAll() : this.developers.findPage(page);
  }

  @Get('skills')
  @JsonRead({ catalogueSnapshot: true })
  @ApiOkResponse({
    description: "Every skill some developer has, once each, alphabetical: the directory's skill filter",
    standardSchema: developerSkillsSchema,
  })
  findSkills(): Promise<string[]> {
    return this.developers.findSkills();
  }

  @Get(':id')
  @JsonRead()
  @ApiOkResponse({ standardSchema: developerSchema })
  @ApiBadRequestResponse(BAD_ID)
  @ApiNotFoundResponse(UNKNOWN_ID)
  findOne(@Param('id', uuidParam()) id: string): Promise<Developer> {
    return this.developers.findOne(id);
  }

  @Get(':id/projects')
  @JsonRead()
  @ApiOkResponse({ description: "The developer's case studies", standardSchema: projectSchema, isArray: true })
  @ApiBadRequestResponse(BAD_ID)
  @ApiNotFoundResponse(UNKNOWN_ID)
  async findProjects(@Param('id', uuidParam()) id: string): Promise<Project[]> {
    await this.developers.assertExists(id);
    return this.projects.findByDeveloper(id);
  }

  @Get(':id/testimonials')
  @JsonRead()
  @ApiOkResponse({
    description: "What the developer's clients said",
    standardSchema: testimonialSchema,
    isArray: true,
  })
  @ApiBadRequestResponse(BAD_ID)
  @ApiNotFoundResponse(UNKNOWN_ID)
  async findTestimonials(@Param('id', uuidParam()) id: string): Promise<Testimonial[]> {
    await this.developers.assertExists(id);
    return this.testimonials.findByDeveloper(id);
  }
}
