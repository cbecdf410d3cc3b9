import { aDeveloper } from '@site/platform/testing';
import { amelia, DIRECTORY_DEVELOPERS, oliver, rohan, sophie } from '../../../testing/directory-developers';
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
    expect(names(filterDevelopers(DIRECTORY_DEVELOPERS, { search: 'AMELIA', skill: '' }))).toEqual(['Amelia Hart']);
    expect(names(filterDevelopers(DIRECTORY_DEVELOPERS, { search: 'bennett', skill: '' }))).toEqual(['Oliver Bennett']);
  });

  it('matches the title ignoring case', () => {
    expect(names(filterDevelopers(DIRECTORY_DEVELOPERS, { search: 'integration lead', skill: '' }))).toEqual([
      'Oliver Bennett',
    ]);
    expect(names(filterDevelopers(DIRECTORY_DEVELOPERS, { search: 'LEAD', skill: '' }))).toEqual([
      'Oliver Bennett',
      'Sophie Clarke',
    ]);
  });

  it('matches any skill ignoring case', () => {
    expect(names(filterDevelopers(DIRECTORY_DEVELOPERS, { search: 'dax', skill: '' }))).toEqual(['Sophie Clarke']);
    expect(names(filterDevelopers(DIRECTORY_DEVELOPERS, { search: 'power bi', skill: '' }))).toEqual([
      'Oliver Bennett',
      'Rohan Mehta',
      'Sophie Clarke',
    ]);
  });

  it('ignores surrounding spaces and matches everyone when empty', () => {
    expect(matchesSearch(amelia, '  typescript ')).toBe(true);
    expect(filterDevelopers(DIRECTORY_DEVELOPERS, { search: '   ', skill: '' })).toHaveLength(
      DIRECTORY_DEVELOPERS.length,
    );
  });

  it('does not match the description or the e-mail', () => {
    const developer = aDeveloper({ description: 'Loves kayaking', email: 'kayak@example.com' });
    expect(matchesSearch(developer, 'kayak')).toBe(false);
  });
});

describe('skill filter', () => {
  it('needs an exact skill: Power BI is not Power BI Embedded', () => {
    expect(names(filterDevelopers(DIRECTORY_DEVELOPERS, { search: '', skill: 'Power BI' }))).toEqual([
      'Oliver Bennett',
      'Sophie Clarke',
    ]);
    expect(names(filterDevelopers(DIRECTORY_DEVELOPERS, { search: '', skill: 'Power BI Embedded' }))).toEqual([
      'Rohan Mehta',
    ]);
  });

  it('does not match part of a skill or another case', () => {
    expect(filterDevelopers(DIRECTORY_DEVELOPERS, { search: '', skill: 'Power' })).toEqual([]);
    expect(filterDevelopers(DIRECTORY_DEVELOPERS, { search: '', skill: 'power bi' })).toEqual([]);
  });

  it('combines with the search', () => {
    expect(names(filterDevelopers(DIRECTORY_DEVELOPERS, { search: 'clarke', skill: 'Power BI' }))).toEqual([
      'Sophie Clarke',
    ]);
    expect(filterDevelopers(DIRECTORY_DEVELOPERS, { search: 'amelia', skill: 'Power BI' })).toEqual([]);
  });
});

describe('sorts', () => {
  it('rating: highest first', () => {
    expect(names(sortDevelopers(DIRECTORY_DEVELOPERS, 'rating'))).toEqual([
      'Sophie Clarke',
      'Amelia Hart',
      'Oliver Bennett',
      'Rohan Mehta',
    ]);
  });

  it('price-low: cheapest hourly rate first', () => {
    expect(names(sortDevelopers(DIRECTORY_DEVELOPERS, 'price-low'))).toEqual([
      'Sophie Clarke',
      'Rohan Mehta',
      'Amelia Hart',
      'Oliver Bennett',
    ]);
  });

  it('price-high: dearest hourly rate first', () => {
    expect(names(sortDevelopers(DIRECTORY_DEVELOPERS, 'price-high'))).toEqual([
      'Oliver Bennett',
      'Amelia Hart',
      'Rohan Mehta',
      'Sophie Clarke',
    ]);
  });

  it('experience: most years first', () => {
    expect(names(sortDevelopers(DIRECTORY_DEVELOPERS, 'experience'))).toEqual([
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
    const cached = Object.freeze([...DIRECTORY_DEVELOPERS]);
    sortDevelopers(cached, 'price-low');
    expect(cached).toEqual([oliver, rohan, amelia, sophie]);
  });
});

describe('selectDevelopers', () => {
  it('filters then sorts', () => {
    expect(names(selectDevelopers(DIRECTORY_DEVELOPERS, { search: 'power', skill: '', sort: 'price-high' }))).toEqual([
      'Oliver Bennett',
      'Amelia Hart',
      'Rohan Mehta',
      'Sophie Clarke',
    ]);
    expect(
      names(selectDevelopers(DIRECTORY_DEVELOPERS, { ...everyone, skill: 'Power Automate', sort: 'experience' })),
    ).toEqual(['Amelia Hart', 'Rohan Mehta']);
  });
});

describe('skillOptions', () => {
  it('lists every skill present once, in alphabetical order', () => {
    expect(skillOptions(DIRECTORY_DEVELOPERS)).toEqual([
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
