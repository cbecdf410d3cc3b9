import {
  DEFAULT_DEVELOPER_SORT,
  DEVELOPER_PAGE_SIZE_DEFAULT,
  type Developer,
  type DeveloperPage,
  type DeveloperSort,
  isDeveloperSort,
} from '@site/contracts';

const byName = (a: Developer, b: Developer) => a.name.localeCompare(b.name, 'en');

/** The API's orders (api/src/developers/developer-page.query.ts), each ending on the name. */
const ORDERS: Record<DeveloperSort, (a: Developer, b: Developer) => number> = {
  rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || byName(a, b),
  'price-low': (a, b) => a.hourlyRate - b.hourlyRate || byName(a, b),
  'price-high': (a, b) => b.hourlyRate - a.hourlyRate || byName(a, b),
  experience: (a, b) => b.yearsExperience - a.yearsExperience || byName(a, b),
};

function matchesSearch(developer: Developer, search: string): boolean {
  const needle = search.toLocaleLowerCase('en');
  return [developer.name, developer.title, ...developer.skills].some((text) =>
    text.toLocaleLowerCase('en').includes(needle),
  );
}

function wholeNumber(value: string | null, fallback: number): number {
  return value !== null && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : fallback;
}

/**
 * What `GET /api/developers?search=&skill=&sort=&page=&pageSize=` answers over these developers, as
 * the API does it in SQL: the search in the name, the title or a skill ignoring case, the skill
 * exactly, the order asked for, then the page, with how many match in all.
 */
export function developerPageOf(developers: readonly Developer[], params: URLSearchParams): DeveloperPage {
  const search = (params.get('search') ?? '').trim();
  const skill = (params.get('skill') ?? '').trim();
  const sortParam = params.get('sort');
  const sort = isDeveloperSort(sortParam) ? sortParam : DEFAULT_DEVELOPER_SORT;
  const page = wholeNumber(params.get('page'), 1);
  const pageSize = wholeNumber(params.get('pageSize'), DEVELOPER_PAGE_SIZE_DEFAULT);
  const matching = developers
    .filter((developer) => search === '' || matchesSearch(developer, search))
    .filter((developer) => skill === '' || developer.skills.includes(skill))
    .sort(ORDERS[sort]);
  return { items: matching.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: matching.length };
}

/** Every skill of these developers, once each, alphabetical, as `GET /api/developers/skills` answers. */
export function developerSkillsOf(developers: readonly Developer[]): string[] {
  return [...new Set(developers.flatMap((developer) => developer.skills))].sort((a, b) => a.localeCompare(b, 'en'));
}
