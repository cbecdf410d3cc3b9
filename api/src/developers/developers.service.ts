import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Developer } from '@site/contracts';
import type { Repository } from 'typeorm';
import { DeveloperEntity } from './entities/developer.entity.js';

@Injectable()
export class DevelopersService {
  constructor(@Inject(getRepositoryToken(DeveloperEntity)) private readonly developers: Repository<DeveloperEntity>) {}

  /** Best rated first; the directory sorts and filters on the client. */
  async findAll(): Promise<Developer[]> {
    const rows = await this.developers.find({ order: { rating: 'DESC', name: 'ASC' } });
    return rows.map(toDeveloper);
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
