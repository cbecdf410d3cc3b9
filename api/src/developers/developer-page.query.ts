import type { DeveloperSort } from '@site/contracts';
import type { DeveloperPageRequest } from '@site/contracts/developer-query-schema';
import type { SelectQueryBuilder } from 'typeorm';
import type { DeveloperEntity } from './entities/developer.entity.js';

type Direction = 'ASC' | 'DESC';

/**
 * Each order as SQL, the tie-breaks the directory always had (more reviews, then the name), and the
 * id last, so a page boundary never falls between two rows PostgreSQL may return either way round.
 */
const ORDERS: Record<DeveloperSort, [column: string, direction: Direction][]> = {
  rating: [
    ['developer.rating', 'DESC'],
    ['developer.reviewCount', 'DESC'],
    ['developer.name', 'ASC'],
  ],
  'price-low': [
    ['developer.hourlyRate', 'ASC'],
    ['developer.name', 'ASC'],
  ],
  'price-high': [
    ['developer.hourlyRate', 'DESC'],
    ['developer.name', 'ASC'],
  ],
  experience: [
    ['developer.yearsExperience', 'DESC'],
    ['developer.name', 'ASC'],
  ],
};

/** `%`, `_` and `\` typed in a search are letters to look for, not LIKE's wildcards. */
function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The directory's search, skill filter and order, in SQL: the search matches the name, the title or
 * any skill ignoring case (ILIKE); the skill needs an exact element of the skills array.
 */
export function applyDeveloperPageQuery(
  query: SelectQueryBuilder<DeveloperEntity>,
  { search, skill, sort, page, pageSize }: DeveloperPageRequest,
): SelectQueryBuilder<DeveloperEntity> {
  if (search) {
    query.andWhere(
      `(developer.name ILIKE :needle OR developer.title ILIKE :needle
        OR EXISTS (SELECT 1 FROM unnest(developer.skills) AS skill WHERE skill ILIKE :needle))`,
      { needle: likeContaining(search) },
    );
  }
  if (skill) query.andWhere(':skill = ANY(developer.skills)', { skill });
  const [first, ...rest] = [...ORDERS[sort], ['developer.id', 'ASC'] as [string, Direction]];
  if (first) query.orderBy(first[0], first[1]);
  for (const [column, direction] of rest) query.addOrderBy(column, direction);
  return query.skip((page - 1) * pageSize).take(pageSize);
}
