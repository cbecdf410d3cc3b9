import type { Testimonial } from '@site/contracts';
import { aTestimonial } from '../fixtures';
import { answers } from './reads';

/** `GET /api/testimonials` answers with these testimonials (one sample by default). */
export function testimonialHandlers(testimonials: readonly Testimonial[] = [aTestimonial()]) {
  return [answers('/api/testimonials', testimonials)];
}
