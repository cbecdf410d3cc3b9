import { aDeveloper } from '@site/platform/testing';
import { amelia, BENCH, oliver, rohan, sophie } from '../../../testing/bench';
import {
  type DirectoryFilters,
  filterDevelopers,
  matchesSearch,
  selectDevelopers,
  skillOptions,
  sortDevelopers,
} from './select-developers';

const names = (developers: readonly { name: string }[]) => developers.map((developer) => developer.name);
const everyone: DirectoryFilters = { search: '', skill: '', sort: 'rating' };

describe('search', () => {
  it('matches the name ignoring case', () => {
    expect(names(filterDevelopers(BENCH, { search: 'AMELIA', skill: '' }))).toEqual(['Amelia Hart']);
    expect(names(filterDevelopers(BENCH, { search: 'bennett', skill: '' }))).toEqual(['Oliver Bennett']);
  });

  it('matches the title ignoring case', () => {
    expect(names(filterDevelopers(BENCH, { search: 'integration lead', skill: '' }))).toEqual(['Oliver Bennett']);
    expect(names(filterDevelopers(BENCH, { search: 'LEAD', skill: '' }))).toEqual(['Oliver Bennett', 'Sophie Clarke']);
  });

  it('matches any skill ignoring case', () => {
    expect(names(filterDevelopers(BENCH, { search: 'dax', skill: '' }))).toEqual(['Sophie Clarke']);
    expect(names(filterDevelopers(BENCH, { search: 'power bi', skill: '' }))).toEqual([
      'Oliver Bennett',
      'Rohan Mehta',
      'Sophie Clarke',
    ]);
  });

  it('ignores surrounding spaces and matches everyone when empty', () => {
    expect(matchesSearch(amelia, '  typescript ')).toBe(true);
    expect(filterDevelopers(BENCH, { search: '   ', skill: '' })).toHaveLength(BENCH.length);
  });

  it('does not match the description or the e-mail', () => {
    const developer = aDeveloper({ description: 'Loves kayaking', email: 'kayak@example.com' });
    expect(matchesSearch(developer, 'kayak')).toBe(false);
  });
});

describe('skill filter', () => {
  it('needs an exact skill: Power BI is not Power BI Embedded', () => {
    expect(names(filterDevelopers(BENCH, { search: '', skill: 'Power BI' }))).toEqual([
      'Oliver Bennett',
      'Sophie Clarke',
    ]);
    expect(names(filterDevelopers(BENCH, { search: '', skill: 'Power BI Embedded' }))).toEqual(['Rohan Mehta']);
  });

  it('does not match part of a skill or another case', () => {
    expect(filterDevelopers(BENCH, { search: '', skill: 'Power' })).toEqual([]);
    expect(filterDevelopers(BENCH, { search: '', skill: 'power bi' })).toEqual([]);
  });

  it('combines with the search', () => {
    expect(names(filterDevelopers(BENCH, { search: 'clarke', skill: 'Power BI' }))).toEqual(['Sophie Clarke']);
    expect(filterDevelopers(BENCH, { search: 'amelia', skill: 'Power BI' })).toEqual([]);
  });
});

describe('sorts', () => {
  it('rating: highest first', () => {
    expect(names(sortDevelopers(BENCH, 'rating'))).toEqual([
      'Sophie Clarke',
      'Amelia Hart',
      'Oliver Bennett',
      'Rohan Mehta',
    ]);
  });

  it('price-low: cheapest hourly rate first', () => {
    expect(names(sortDevelopers(BENCH, 'price-low'))).toEqual([
      'Sophie Clarke',
      'Rohan Mehta',
      'Amelia Hart',
      'Oliver Bennett',
    ]);
  });

  it('price-high: dearest hourly rate first', () => {
    expect(names(sortDevelopers(BENCH, 'price-high'))).toEqual([
      'Oliver Bennett',
      'Amelia Hart',
      'Rohan Mehta',
      'Sophie Clarke',
    ]);
  });

  it('experience: most years first', () => {
    expect(names(sortDevelopers(BENCH, 'experience'))).toEqual([
      'Oliver Bennett',
      'Amelia Hart',
      'Sophie Clarke',
      'Rohan Mehta',
    ]);
  });

  it('breaks ties by more reviews, then by name, so the order is stable', () => {
    const a = aDeveloper({ id: 'a', name: 'Zoe', rating: 4.5, reviewCount: 10 });
    const b = aDeveloper({ id: 'b', name: 'Adam', rating: 4.5, reviewCount: 10 });
    const c = aDeveloper({ id: 'c', name: 'Mia', rating: 4.5, reviewCount: 99 });
    expect(names(sortDevelopers([a, b, c], 'rating'))).toEqual(['Mia', 'Adam', 'Zoe']);
    expect(names(sortDevelopers([a, b, c], 'price-low'))).toEqual(['Adam', 'Mia', 'Zoe']);
  });

  it('returns a sorted copy and leaves the cached list as it was', () => {
    const cached = Object.freeze([...BENCH]);
    sortDevelopers(cached, 'price-low');
    expect(cached).toEqual([oliver, rohan, amelia, sophie]);
  });
});

describe('selectDevelopers', () => {
  it('filters then sorts', () => {
    expect(names(selectDevelopers(BENCH, { search: 'power', skill: '', sort: 'price-high' }))).toEqual([
      'Oliver Bennett',
      'Amelia Hart',
      'Rohan Mehta',
      'Sophie Clarke',
    ]);
    expect(names(selectDevelopers(BENCH, { ...everyone, skill: 'Power Automate', sort: 'experience' }))).toEqual([
      'Amelia Hart',
      'Rohan Mehta',
    ]);
  });
});

describe('skillOptions', () => {
  it('lists every skill present once, in alphabetical order', () => {
    expect(skillOptions(BENCH)).toEqual([
      'Azure OpenAI',
      'Dataverse',
      'DAX',
      'Microsoft Fabric',
      'Power Apps',
      'Power Automate',
      'Power BI',
      'Power BI Embedded',
      'SQL',
      'TypeScript',
    ]);
  });

  it('is empty when there are no developers', () => {
    expect(skillOptions([])).toEqual([]);
  });
});
