import { fieldErrorsOf } from './field-errors';
import { SITE_ROUTES } from './site-map';
import { experienceBeaconSchema } from './visitor-experience-schema';

const beacon = {
  route: '/',
  builds: [{ section: 'home', build: 'b1' }],
  vitals: [{ name: 'LCP', value: 900 }],
  errors: [],
};

describe('experienceBeaconSchema', () => {
  it('takes every route template of the site and 404, as the route (a metric label)', () => {
    for (const route of [...SITE_ROUTES.map((siteRoute) => siteRoute.path), '404']) {
      expect(experienceBeaconSchema.safeParse({ ...beacon, route }).success).toBe(true);
    }
  });

  it('refuses a path that is not a template, so a beacon cannot invent label values', () => {
    for (const route of ['/developer/123', '/no-such-page', '/developer/:id']) {
      const result = experienceBeaconSchema.safeParse({ ...beacon, route });
      expect(result.success).toBe(false);
      if (!result.success) expect(fieldErrorsOf(result.error)).toHaveProperty('route');
    }
  });
});
