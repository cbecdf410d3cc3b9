import { Inject, Injectable } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Service } from '@site/contracts';
import type { Repository } from 'typeorm';
import { ServiceEntity } from './entities/service.entity.js';

/** The consultancy's services (its pre-built apps); "ServicesService" only because the resource is called services. */
@Injectable()
export class ServicesService {
  constructor(@Inject(getRepositoryToken(ServiceEntity)) private readonly services: Repository<ServiceEntity>) {}

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
