import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Testimonial } from '@site/contracts';
import { testimonialSchema } from '@site/contracts/response-schemas';
import { JsonRead } from '../json-reads/json-read.decorator.js';
import { TestimonialsService } from './testimonials.service.js';

@ApiTags('testimonials')
@Controller('testimonials')
export class TestimonialsController {
  constructor(@Inject(TestimonialsService) private readonly testimonials: TestimonialsService) {}

  @Get()
  @JsonRead()
  @ApiOkResponse({ description: 'Every client testimonial', standardSchema: testimonialSchema, isArray: true })
  findAll(): Promise<Testimonial[]> {
    return this.testimonials.findAll();
  }
}
