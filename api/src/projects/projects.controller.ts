import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Project } from '@site/contracts';
import { openApiArray, projectSchema } from '../docs/resource-schemas.js';
import { ProjectsService } from './projects.service.js';

@ApiTags('projects')
@Controller('projects')
export class ProjectsController {
  constructor(@Inject(ProjectsService) private readonly projects: ProjectsService) {}

  @Get()
  @ApiOkResponse({ description: 'Every case study, best rated first', schema: openApiArray(projectSchema) })
  findAll(): Promise<Project[]> {
    return this.projects.findAll();
  }
}
