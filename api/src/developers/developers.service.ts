import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Developer } from '@site/contracts';
import type { Repository } from 'typeorm';
import { CATALOGUE_TTL_MS } from '../catalogue/catalogue-cache.module.js';
import { type JsonSnapshot, jsonSnapshot } from '../catalogue/json-snapshot.js';
import { SnapshotCache } from '../catalogue/snapshot-cache.js';
import { DeveloperEntity } from './entities/developer.entity.js';

@Injectable()
export class DevelopersService {
  private readonly listing: SnapshotCache<JsonSnapshot>;

  constructor(
    @Inject(getRepositoryToken(DeveloperEntity)) private readonly developers: Repository<DeveloperEntity>,
    @Inject(CATALOGUE_TTL_MS) catalogueTtlMs: number,
  ) {
    this.listing = new SnapshotCache(async () => jsonSnapshot(await this.findAll()), catalogueTtlMs);
  }

  /** `findAll` as JSON, read from the database at most once per catalogue TTL. */
  listAsJson(): Promise<JsonSnapshot> {
    return this.listing.get();
  }

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
