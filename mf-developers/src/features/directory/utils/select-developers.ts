import type { Developer } from '@site/contracts';

/** The directory's orders, as they appear in the URL (`?sort=price-low`). */
export const DEVELOPER_SORTS = ['rating', 'price-low', 'price-high', 'experience'] as const;
export type DeveloperSort = (typeof DEVELOPER_SORTS)[number];
export const DEFAULT_DEVELOPER_SORT: DeveloperSort = 'rating';

export const DEVELOPER_SORT_LABELS: Record<DeveloperSort, string> = {
  rating: 'Highest rated',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  experience: 'Most experienced',
};

export interface DirectoryFilters {
  /** Free text matched, ignoring case, against name, title and every skill. */
  search: string;
  /** One skill, matched exactly; '' for every skill. */
  skill: string;
  sort: DeveloperSort;
}

export function isDeveloperSort(value: string | null): value is DeveloperSort {
  return (DEVELOPER_SORTS as readonly (string | null)[]).includes(value);
}

const byName = (a: Developer, b: Developer) => a.name.localeCompare(b.name, 'en');

/** Each order breaks ties by name, so the list never reshuffles between renders. */
const COMPARATORS: Record<DeveloperSort, (a: Developer, b: Developer) => number> = {
  rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || byName(a, b),
  'price-low': (a, b) => a.hourlyRate - b.hourlyRate || byName(a, b),
  'price-high': (a, b) => b.hourlyRate - a.hourlyRate || byName(a, b),
  experience: (a, b) => b.yearsExperience - a.yearsExperience || byName(a, b),
};

export function matchesSearch(developer: Developer, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('en');
  if (needle === '') return true;
  return [developer.name, developer.title, ...developer.skills].some((text) =>
    text.toLocaleLowerCase('en').includes(needle),
  );
}

export function filterDevelopers(developers: readonly Developer[], { search, skill }: Omit<DirectoryFilters, 'sort'>) {
  return developers.filter(
    (developer) => matchesSearch(developer, search) && (skill === '' || developer.skills.includes(skill)),
  );
}

/** A sorted copy; the cached list is never mutated. */
export function sortDevelopers(developers: readonly Developer[], sort: DeveloperSort): Developer[] {
  return [...developers].sort(COMPARATORS[sort]);
}

/** What the directory shows: the cached list filtered, then sorted. */
export function selectDevelopers(developers: readonly Developer[], filters: DirectoryFilters): Developer[] {
  return sortDevelopers(filterDevelopers(developers, filters), filters.sort);
}

/** The skill filter's options: every skill some developer has, once each, in alphabetical order. */
export function skillOptions(developers: readonly Developer[]): string[] {
  const skills = new Set(developers.flatMap((developer) => developer.skills));
  return [...skills].sort((a, b) => a.localeCompare(b, 'en'));
}
