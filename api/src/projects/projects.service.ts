import { Inject, Injectable } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Project } from '@site/contracts';
import type { FindOptionsWhere, Repository } from 'typeorm';
import { ProjectEntity } from './entities/project.entity.js';

@Injectable()
export class ProjectsService {
  constructor(@Inject(getRepositoryToken(ProjectEntity)) private readonly projects: Repository<ProjectEntity>) {}

  findAll(): Promise<Project[]> {
    return this.find({});
  }

  findByDeveloper(developerId: string): Promise<Project[]> {
    return this.find({ developerId });
  }

  private async find(where: FindOptionsWhere<ProjectEntity>): Promise<Project[]> {
    const rows = await this.projects.find({ where, order: { rating: 'DESC', title: 'ASC' } });
    return rows.map(toProject);
  }
}

export function toProject(row: ProjectEntity): Project {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    image: row.image,
    rating: row.rating,
    impact: row.impact,
    developerId: row.developerId,
    technologies: row.technologies,
  };
}
