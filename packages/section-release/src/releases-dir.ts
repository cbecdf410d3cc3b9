import path from 'node:path';
import { findProjectRoot } from '@site/section-build-kit/project-root';

/**
 * Where the site's server keeps section builds, one immutable folder per build
 * (`<dir>/<section>/<buildId>/`) and a pointer to the current one (`<dir>/<section>/current.json`);
 * it is served as `/remotes/`. By default `.data/releases` in the project's root (this repository's,
 * or the section's own), where `npm start` serves them from.
 */
export function releasesDir(): string {
  return path.resolve(process.env.RELEASES_DIR || path.join(findProjectRoot(process.cwd()), '.data', 'releases'));
}
