import {
  contactReceiptSchema,
  developerSchema,
  projectSchema,
  serviceSchema,
  testimonialSchema,
} from '@site/contracts/response-schemas';
import { aDeveloper, aProject, aService, aTestimonial } from './fixtures';
import { aReceipt } from './handlers/contacts';

// The sections' tests answer with these: they must be what the API really answers, or a test could
// pass on a shape the site never receives.
describe('the test fixtures', () => {
  it.each([
    ['a developer', developerSchema, aDeveloper()],
    ['a developer without certifications', developerSchema, aDeveloper({ certifications: null })],
    ['a service', serviceSchema, aService()],
    ['a project', projectSchema, aProject()],
    ['a testimonial', testimonialSchema, aTestimonial()],
    ['a lead receipt', contactReceiptSchema, aReceipt()],
  ])('%s has the shape of the API response', (_what, schema, fixture) => {
    expect(schema.safeParse(fixture).error?.issues ?? []).toEqual([]);
  });

  it('would catch a fixture the API could not answer', () => {
    expect(developerSchema.safeParse({ ...aDeveloper(), hourlyRate: '145.00' }).success).toBe(false);
  });
});
