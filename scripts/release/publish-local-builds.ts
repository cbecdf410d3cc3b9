import path from 'node:path';
import { SECTION_NAMES, SECTIONS } from '@site/contracts';
import { switchPointer } from '@site/contracts/release-files';
import { publishBuild } from '@site/section-release/publish-build';
import { REPO_ROOT } from '../workspaces';

/**
 * `npm start` serves what was just built: each section's `dist/` is published among the releases
 * (a folder per build id; an unchanged build keeps its id) and becomes the current build.
 */
export function publishLocalBuilds(releases: string): Record<string, string> {
  return Object.fromEntries(
    SECTION_NAMES.map((name) => {
      const buildId = publishBuild(releases, name, path.join(REPO_ROOT, SECTIONS[name].folder, 'dist'));
      switchPointer(releases, name, buildId);
      return [name, buildId];
    }),
  );
}
