import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../workspaces';
import { unsharedSubpathImports, versionMismatches } from './check-federation';

describe('check:federation', () => {
  it('finds the repo consistent', () => {
    expect(versionMismatches()).toEqual([]);
    expect(unsharedSubpathImports()).toEqual([]);
  });

  it('reports a section whose shared dependency version differs from the shell', () => {
    const read = (workspace: string) => {
      const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, workspace, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      if (workspace === 'mf-apps') pkg.dependencies['react-dom'] = '^18.3.1';
      return pkg;
    };
    expect(versionMismatches(read)).toEqual([expect.stringContaining('mf-apps wants react-dom@^18.3.1')]);
  });
});
