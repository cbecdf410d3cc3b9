import { testimonialSchema } from '@site/contracts/response-schemas';
import { TESTIMONIAL_SEEDS } from '../src/database/seed/testimonials.seed.js';
import { expectShape } from './support/expect-shape.js';
import { useTestApp } from './support/test-app.js';

const api = useTestApp();

describe('GET /api/testimonials', () => {
  it('lists the client testimonials with the fields the cards show', async () => {
    const response = await api().http().get('/api/testimonials').expect(200);
    const testimonials = expectShape(testimonialSchema.array(), response.body);
    expect(testimonials).toHaveLength(TESTIMONIAL_SEEDS.length);
    for (const testimonial of testimonials) {
      expect(testimonial.clientImage).toMatch(/^\/images\/clients\/[a-z0-9-]+\.svg$/);
      expect(typeof testimonial.rating).toBe('number');
    }
    expect(testimonials.map((testimonial) => testimonial.clientCompany)).toContain('Pennine Logistics');
  });

  it('gives each testimonial a developer that exists', async () => {
    const orphans = await api().db.query(
      'SELECT t.id FROM testimonials t LEFT JOIN developers d ON d.id = t.developer_id WHERE d.id IS NULL',
    );
    expect(orphans).toEqual([]);
  });
});
