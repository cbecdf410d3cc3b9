import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedSurfaces, surfaceRecord } from '@site/section-build-kit/federation/shared-surface';
import { REPO_ROOT } from '../workspaces';
import { surfaceGaps, unsharedSubpathImports, versionMismatches } from './check-federation';
import { sectionLayoutProblems } from './section-layout';

describe('check:federation', () => {
  it('finds the repo consistent', () => {
    expect(versionMismatches()).toEqual([]);
    expect(unsharedSubpathImports()).toEqual([]);
    expect(sectionLayoutProblems()).toEqual([]);
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

  it('finds every import of a trimmed shared key in the surface the builds compute', () => {
    const provided = JSON.parse(surfaceRecord(sharedSurfaces())) as Record<string, string[]>;
    expect(provided['@mui/material']).toEqual(expect.arrayContaining(['Box', 'Button', 'Typography']));
    expect(surfaceGaps(provided)).toEqual([]);
  });

  it('reports a section that imports an export the shell does not provide', () => {
    const provided = JSON.parse(surfaceRecord(sharedSurfaces())) as Record<string, string[]>;
    const withoutChip = { ...provided, '@mui/material': (provided['@mui/material'] ?? []).filter((n) => n !== 'Chip') };
    expect(surfaceGaps(withoutChip, ['mf-developers'])).toEqual([
      expect.stringMatching(
        /^mf-developers imports Chip from @mui\/material, which the shell's build does not provide/,
      ),
    ]);
  });
});
