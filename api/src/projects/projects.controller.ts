import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Project } from '@site/contracts';
import { projectSchema } from '@site/contracts/response-schemas';
import { JsonRead } from '../json-reads/json-read.decorator.js';
import { ProjectsService } from './projects.service.js';

@ApiTags('projects')
@Controller('projects')
export class ProjectsController {
  constructor(@Inject(ProjectsService) private readonly projects: ProjectsService) {}

  @Get()
  @JsonRead()
  @ApiOkResponse({ description: 'Every case study, best rated first', standardSchema: projectSchema, isArray: true })
  findAll(): Promise<Project[]> {
    return this.projects.findAll();
  }
}
