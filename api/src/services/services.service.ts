import { Inject, Injectable } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Service } from '@site/contracts';
import type { Repository } from 'typeorm';
import { CATALOGUE_TTL_MS } from '../catalogue/catalogue-cache.module.js';
import { type JsonSnapshot, jsonSnapshot } from '../catalogue/json-snapshot.js';
import { SnapshotCache } from '../catalogue/snapshot-cache.js';
import { ServiceEntity } from './entities/service.entity.js';

/** The consultancy's services (its pre-built apps); "ServicesService" only because the resource is called services. */
@Injectable()
export class ServicesService {
  private readonly listing: SnapshotCache<JsonSnapshot>;

  constructor(
    @Inject(getRepositoryToken(ServiceEntity)) private readonly services: Repository<ServiceEntity>,
    @Inject(CATALOGUE_TTL_MS) catalogueTtlMs: number,
  ) {
    this.listing = new SnapshotCache(async () => jsonSnapshot(await this.findAll()), catalogueTtlMs);
  }

  /** `findAll` as JSON, read from the database at most once per catalogue TTL. */
  listAsJson(): Promise<JsonSnapshot> {
    return this.listing.get();
  }

  async findAll(): Promise<Service[]> {
    const rows = await this.services.find({ order: { name: 'ASC' } });
    return rows.map(toService);
  }
}

export function toService(row: ServiceEntity): Service {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    icon: row.icon,
    features: row.features,
    priceRangeMin: row.priceRangeMin,
    priceRangeMax: row.priceRangeMax,
    color: row.color,
  };
}
