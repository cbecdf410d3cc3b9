import { developerPageSearch } from './developer-query';
import { developerPageQuerySchema } from './developer-query-schema';
import { fieldErrorsOf } from './field-errors';

describe('developerPageSearch', () => {
  it('writes the parts asked for in one order, leaving out blanks and defaults', () => {
    expect(developerPageSearch({ pageSize: 12, page: 2, sort: 'price-low', skill: 'C#', search: 'a&b' })).toBe(
      'search=a%26b&skill=C%23&sort=price-low&page=2&pageSize=12',
    );
    expect(developerPageSearch({ search: '  ', skill: '', sort: 'rating', page: 1, pageSize: 6 })).toBe('pageSize=6');
  });

  it('always writes one parameter, so a page read is never the plain call', () => {
    expect(developerPageSearch({})).toBe('page=1');
    expect(developerPageSearch({ sort: 'rating', page: 1 })).toBe('page=1');
  });

  it('is read back by the schema the API validates with', () => {
    const query = Object.fromEntries(
      new URLSearchParams(developerPageSearch({ search: ' power ', skill: 'Power BI', page: 3, pageSize: 6 })),
    );
    expect(developerPageQuerySchema.parse(query)).toEqual({
      search: 'power',
      skill: 'Power BI',
      sort: 'rating',
      page: 3,
      pageSize: 6,
    });
  });
});

describe('developerPageQuerySchema', () => {
  it('fills in the defaults', () => {
    expect(developerPageQuerySchema.parse({})).toEqual({ sort: 'rating', page: 1, pageSize: 12 });
  });

  it('names each bad field, and an unknown one', () => {
    const result = developerPageQuerySchema.safeParse({ page: '0', pageSize: '49', sort: 'cheap', limit: '3' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(fieldErrorsOf(result.error)).sort()).toEqual(['limit', 'page', 'pageSize', 'sort']);
  });
});
