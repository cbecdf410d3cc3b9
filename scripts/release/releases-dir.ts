import path from 'node:path';
import { REPO_ROOT } from '../workspaces';

/**
 * Where the site's server keeps section builds, one immutable folder per build
 * (`<dir>/<section>/<buildId>/`) and a pointer to the current one (`<dir>/<section>/current.json`);
 * it is served as `/remotes/`.
 */
export function releasesDir(): string {
  return path.resolve(process.env.RELEASES_DIR || path.join(REPO_ROOT, '.data', 'releases'));
}
