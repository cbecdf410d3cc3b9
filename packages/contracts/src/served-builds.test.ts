import { parseServedBuilds, servedBuildKey, servedBuildsHeaderValue } from './served-builds';

describe('the served-builds header', () => {
  it('names each section build once, sorted, and reads back the same builds', () => {
    const value = servedBuildsHeaderValue([
      { section: 'home', build: 'h2' },
      { section: 'apps', build: 'a1' },
      { section: 'home', build: 'h2' },
      { section: 'home', build: 'h1' },
    ]);
    expect(value).toBe('apps@a1,home@h1,home@h2');
    expect([...parseServedBuilds(value)]).toEqual(['apps@a1', 'home@h1', 'home@h2']);
  });

  it('leaves out a build id that is not one', () => {
    expect(servedBuildsHeaderValue([{ section: 'home', build: 'a b' }])).toBe('');
  });

  it('reads nothing from an absent header, and ignores entries that are no section build', () => {
    expect(parseServedBuilds(undefined).size).toBe(0);
    const parsed = parseServedBuilds(['forms@f1, nowhere@x', 'home@h@1,apps@,@a1,apps@a 1']);
    expect([...parsed]).toEqual([servedBuildKey('forms', 'f1')]);
  });
});
