import { readDirectoryFilters, writeDirectoryFilters } from './directory-search-params';

describe('the directory in the query string', () => {
  it('reads search, skill and sort', () => {
    expect(readDirectoryFilters(new URLSearchParams('q=power&skill=Power%20BI&sort=price-low'))).toEqual({
      search: 'power',
      skill: 'Power BI',
      sort: 'price-low',
      page: 1,
    });
  });

  it('falls back to everyone, highest rated first', () => {
    expect(readDirectoryFilters(new URLSearchParams(''))).toEqual({ search: '', skill: '', sort: 'rating', page: 1 });
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

  it('reads the page, and the first page for anything that is not one', () => {
    expect(readDirectoryFilters(new URLSearchParams('page=3')).page).toBe(3);
    for (const page of ['0', '-2', '1.5', 'two', '', '9999999']) {
      expect(readDirectoryFilters(new URLSearchParams({ page })).page).toBe(1);
    }
  });

  it('starts again from the first page when the search, the skill or the order changes', () => {
    const onPage3 = new URLSearchParams('q=power&page=3');
    expect(writeDirectoryFilters(onPage3, { search: 'dax' }).toString()).toBe('q=dax');
    expect(writeDirectoryFilters(onPage3, { sort: 'experience' }).toString()).toBe('q=power&sort=experience');
    expect(writeDirectoryFilters(onPage3, { page: 4 }).toString()).toBe('q=power&page=4');
    expect(writeDirectoryFilters(onPage3, { page: 1 }).toString()).toBe('q=power');
  });

  it('round-trips', () => {
    const filters = { search: 'a&b', skill: 'C#', sort: 'price-high', page: 7 } as const;
    expect(readDirectoryFilters(writeDirectoryFilters(new URLSearchParams(), filters))).toEqual(filters);
  });
});
