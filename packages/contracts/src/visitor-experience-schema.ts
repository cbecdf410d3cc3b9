import { SECTION_NAMES, type SectionName, SITE_ROUTES } from './site-map';
import { EXPERIENCE_BEACON_MAX_BYTES, WEB_VITAL_NAMES } from './visitor-experience';
import { z } from './zod';

const ROUTE_TEMPLATES = new Set([...SITE_ROUTES.map((route) => route.path), '404']);

/**
 * A beacon as the API validates it (reached only as `@site/contracts/visitor-experience-schema`,
 * so no bundle carries zod for it). Every string is short and every list bounded, so a bad beacon
 * costs nothing; an unknown key is refused by name. The route is one of the site's own templates
 * (or `404`): it becomes a metric label, so a beacon cannot invent new ones.
 */
const buildId = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, { error: 'Must be a build id' });
const sectionName = z.enum(SECTION_NAMES as [SectionName, ...SectionName[]]);
const owner = z.union([sectionName, z.literal('shell')]);

export const experienceBeaconSchema = z.strictObject({
  route: z
    .string()
    .max(100)
    .refine((route) => ROUTE_TEMPLATES.has(route), { error: 'Must be a route template of the site (or 404)' }),
  builds: z.array(z.strictObject({ section: sectionName, build: buildId })).max(10),
  vitals: z
    .array(z.strictObject({ name: z.enum(WEB_VITAL_NAMES), value: z.number().min(0).max(600_000) }))
    .max(WEB_VITAL_NAMES.length * 2),
  errors: z.array(z.strictObject({ owner, build: z.union([buildId, z.literal('unknown')]) })).max(10),
});

export { EXPERIENCE_BEACON_MAX_BYTES };
