import { Inject, Injectable } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Testimonial } from '@site/contracts';
import type { FindOptionsWhere, Repository } from 'typeorm';
import { TestimonialEntity } from './entities/testimonial.entity.js';

@Injectable()
export class TestimonialsService {
  constructor(
    @Inject(getRepositoryToken(TestimonialEntity)) private readonly testimonials: Repository<TestimonialEntity>,
  ) {}

  findAll(): Promise<Testimonial[]> {
    return this.find({});
  }

  findByDeveloper(developerId: string): Promise<Testimonial[]> {
    return this.find({ developerId });
  }

  private async find(where: FindOptionsWhere<TestimonialEntity>): Promise<Testimonial[]> {
    const rows = await this.testimonials.find({ where, order: { rating: 'DESC', clientName: 'ASC' } });
    return rows.map(toTestimonial);
  }
}

export function toTestimonial(row: TestimonialEntity): Testimonial {
  return {
    id: row.id,
    content: row.content,
    clientName: row.clientName,
    clientTitle: row.clientTitle,
    clientCompany: row.clientCompany,
    clientImage: row.clientImage,
    rating: row.rating,
    developerId: row.developerId,
  };
}
