import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Testimonial } from '@site/contracts';
import { openApiArray, testimonialSchema } from '../docs/resource-schemas.js';
import { TestimonialsService } from './testimonials.service.js';

@ApiTags('testimonials')
@Controller('testimonials')
export class TestimonialsController {
  constructor(@Inject(TestimonialsService) private readonly testimonials: TestimonialsService) {}

  @Get()
  @ApiOkResponse({ description: 'Every client testimonial', schema: openApiArray(testimonialSchema) })
  findAll(): Promise<Testimonial[]> {
    return this.testimonials.findAll();
  }
}
