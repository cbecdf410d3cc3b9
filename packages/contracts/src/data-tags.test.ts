import { ANY_DATA_TAG, dataTagsOfReads, developerTag } from './data-tags';

describe('dataTagsOfReads', () => {
  it('tags a list read with its table, a profile read with its developer, each once', () => {
    expect(
      dataTagsOfReads([
        { endpoint: 'getDeveloperPage', arg: { search: 'a' } },
        { endpoint: 'getDeveloperSkills' },
        { endpoint: 'getDeveloper', arg: 'abc' },
        { endpoint: 'getDeveloperProjects', arg: 'abc' },
        { endpoint: 'getServices' },
      ]),
    ).toEqual([developerTag('abc'), 'developers', 'services'].sort());
  });

  it('tags a read it does not know with any change', () => {
    expect(dataTagsOfReads([{ endpoint: 'getSomethingNew' }])).toEqual([ANY_DATA_TAG]);
  });
});
