import type { Developer, Testimonial } from '@site/contracts';
import { HttpResponse, http } from 'msw';
import { unknownDeveloperAnswer } from './api-answers';

/** `GET /api/developers/:id/testimonials`: the testimonials whose developerId is the id. */
export function developerTestimonialsHandler(developers: readonly Developer[], testimonials: readonly Testimonial[]) {
  const ids = developers.map((developer) => developer.id);
  return http.get('*/api/developers/:id/testimonials', ({ params }) => {
    const id = String(params.id);
    return (
      unknownDeveloperAnswer(id, ids) ??
      HttpResponse.json(testimonials.filter((testimonial) => testimonial.developerId === id))
    );
  });
}
