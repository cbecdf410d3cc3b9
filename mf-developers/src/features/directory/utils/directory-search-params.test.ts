import { readDirectoryFilters, writeDirectoryFilters } from './directory-search-params';

describe('the directory in the query string', () => {
  it('reads search, skill and sort', () => {
    expect(readDirectoryFilters(new URLSearchParams('q=power&skill=Power%20BI&sort=price-low'))).toEqual({
      search: 'power',
      skill: 'Power BI',
      sort: 'price-low',
    });
  });

  it('falls back to everyone, highest rated first', () => {
    expect(readDirectoryFilters(new URLSearchParams(''))).toEqual({ search: '', skill: '', sort: 'rating' });
    expect(readDirectoryFilters(new URLSearchParams('sort=cheapest')).sort).toBe('rating');
  });

  it('writes the changes and leaves defaults out of the address', () => {
    const start = new URLSearchParams('q=power&sort=experience&utm_source=mail');
    expect(writeDirectoryFilters(start, { skill: 'DAX' }).toString()).toBe(
      'q=power&sort=experience&utm_source=mail&skill=DAX',
    );
    expect(writeDirectoryFilters(start, { search: '', sort: 'rating' }).toString()).toBe('utm_source=mail');
    expect(start.toString()).toBe('q=power&sort=experience&utm_source=mail');
  });

  it('round-trips', () => {
    const filters = { search: 'a&b', skill: 'C#', sort: 'price-high' } as const;
    expect(readDirectoryFilters(writeDirectoryFilters(new URLSearchParams(), filters))).toEqual(filters);
  });
});
