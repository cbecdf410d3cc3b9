import {
  DEFAULT_DEVELOPER_SORT,
  DEVELOPER_PAGE_MAX,
  DEVELOPER_PAGE_SIZE_DEFAULT,
  DEVELOPER_PAGE_SIZE_MAX,
  DEVELOPER_QUERY_TEXT_MAX,
  DEVELOPER_SORTS,
} from './developer-query';
import { z } from './zod';

/**
 * The query of `GET /api/developers` when it reads a page (the API's side; reached only as
 * `@site/contracts/developer-query-schema`, so no section bundles zod for it). Every value arrives
 * as text; a bad one is a 400 naming its field, and an unknown parameter is refused by name too.
 */
const wholeNumber = (min: number, max: number, fallback: number) => {
  const message = `Must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: message })
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }))
    .default(fallback)
    .describe(`A whole number from ${min} to ${max} (default ${fallback})`);
};

const text = (what: string) =>
  z
    .string({ error: `Must be one ${what}` })
    .trim()
    .max(DEVELOPER_QUERY_TEXT_MAX, { error: `Must be at most ${DEVELOPER_QUERY_TEXT_MAX} characters` })
    .optional();

export const developerPageQuerySchema = z.strictObject({
  search: text('text').describe('Matched, ignoring case, against the name, the title and every skill'),
  skill: text('skill').describe('One skill, matched exactly (letter case included)'),
  sort: z
    .enum(DEVELOPER_SORTS, { error: `Must be one of ${DEVELOPER_SORTS.join(', ')}` })
    .default(DEFAULT_DEVELOPER_SORT)
    .describe(
      'rating: best first (more reviews first on a tie); price-low, price-high: by hourly rate; experience: most years first. Ties by name.',
    ),
  page: wholeNumber(1, DEVELOPER_PAGE_MAX, 1),
  pageSize: wholeNumber(1, DEVELOPER_PAGE_SIZE_MAX, DEVELOPER_PAGE_SIZE_DEFAULT),
});

/** A validated page query: every default filled in, search and skill trimmed ('' for none). */
export type DeveloperPageRequest = z.output<typeof developerPageQuerySchema>;
