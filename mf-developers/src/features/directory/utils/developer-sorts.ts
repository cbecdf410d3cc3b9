import type { DeveloperSort } from '@site/contracts';

/** The names of the directory's orders (the orders themselves are the API's: `DEVELOPER_SORTS`). */
export const DEVELOPER_SORT_LABELS: Record<DeveloperSort, string> = {
  rating: 'Highest rated',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  experience: 'Most experienced',
};
