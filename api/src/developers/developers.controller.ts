import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Developer, Project, Testimonial } from '@site/contracts';
import { apiErrorSchema, developerSchema, projectSchema, testimonialSchema } from '@site/contracts/response-schemas';
import { uuidParam } from '../common/uuid-param.pipe.js';
import { JsonRead } from '../json-reads/json-read.decorator.js';
import { ProjectsService } from '../projects/projects.service.js';
import { TestimonialsService } from '../testimonials/testimonials.service.js';
import { DevelopersService } from './developers.service.js';

const BAD_ID = { description: 'The id is not a UUID', standardSchema: apiErrorSchema };
const UNKNOWN_ID = { description: 'No developer has this id', standardSchema: apiErrorSchema };

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
  @ApiOkResponse({ description: 'Every developer, best rated first', standardSchema: developerSchema, isArray: true })
  findAll(): Promise<Developer[]> {
    return this.developers.findAll();
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
