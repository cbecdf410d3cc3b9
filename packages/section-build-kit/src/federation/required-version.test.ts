import { requiredVersion } from './required-version';

describe("a shared package's required version", () => {
  const installed = () => '1.0.0';

  it('is the range the package.json names', () => {
    expect(['1.0.0', '^19.3.1', '~5.9.3', '>=2 <3', '*'].map((range) => requiredVersion(range, installed))).toEqual([
      '1.0.0',
      '^19.3.1',
      '~5.9.3',
      '>=2 <3',
      '*',
    ]);
  });

  it('is the installed version where the package.json names a source: a pack, a link, a workspace, git', () => {
    const sources = [
      'file:/tmp/packs/site-platform-1.0.0.tgz',
      'link:../platform',
      'workspace:*',
      'git+https://github.com/example/platform.git',
      'example/platform#main',
    ];
    expect(sources.map((source) => requiredVersion(source, installed))).toEqual(sources.map(() => '1.0.0'));
  });
});
