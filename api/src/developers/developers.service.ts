import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Developer, DeveloperPage } from '@site/contracts';
import type { DeveloperPageRequest } from '@site/contracts/developer-query-schema';
import type { Repository } from 'typeorm';
import { applyDeveloperPageQuery } from './developer-page.query.js';
import { DeveloperEntity } from './entities/developer.entity.js';

@Injectable()
export class DevelopersService {
  constructor(@Inject(getRepositoryToken(DeveloperEntity)) private readonly developers: Repository<DeveloperEntity>) {}

  /** The spec's plain call: every developer, best rated first. */
  async findAll(): Promise<Developer[]> {
    const rows = await this.developers.find({ order: { rating: 'DESC', name: 'ASC' } });
    return rows.map(toDeveloper);
  }

  /** One page of the directory, searched, filtered and sorted by PostgreSQL, with how many match in all. */
  async findPage(request: DeveloperPageRequest): Promise<DeveloperPage> {
    const query = applyDeveloperPageQuery(this.developers.createQueryBuilder('developer'), request);
    const [rows, total] = await query.getManyAndCount();
    return { items: rows.map(toDeveloper), page: request.page, pageSize: request.pageSize, total };
  }

  /** Every skill some developer has, once each, alphabetical as the directory's filter lists them. */
  async findSkills(): Promise<string[]> {
    const rows: { skill: string }[] = await this.developers.manager.query(
      'SELECT DISTINCT unnest(skills) AS skill FROM developers',
    );
    return rows.map((row) => row.skill).sort((a, b) => a.localeCompare(b, 'en'));
  }

  async findOne(id: string): Promise<Developer> {
    const row = await this.developers.findOneBy({ id });
    if (!row) throw developerNotFound(id);
    return toDeveloper(row);
  }

  /** Throws the same 404 as `findOne` when no developer has this id. */
  async assertExists(id: string): Promise<void> {
    if (!(await this.developers.existsBy({ id }))) throw developerNotFound(id);
  }
}

function developerNotFound(id: string): NotFoundException {
  return new NotFoundException(`Developer ${id} not found`);
}

export function toDeveloper(row: DeveloperEntity): Developer {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    email: row.email,
    hourlyRate: row.hourlyRate,
    rating: row.rating,
    reviewCount: row.reviewCount,
    profileImage: row.profileImage,
    skills: row.skills,
    certifications: row.certifications,
    yearsExperience: row.yearsExperience,
    availability: row.availability,
  };
}
