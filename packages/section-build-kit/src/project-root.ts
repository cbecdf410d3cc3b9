import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function listsWorkspaces(dir: string): boolean {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return false;
  return 'workspaces' in (JSON.parse(readFileSync(file, 'utf8')) as object);
}

/**
 * The root of the project a build runs in, where its `node_modules` are: in this repository the
 * folder whose package.json lists the workspaces; a section in a repository of its own is its own
 * root. Found from the working directory, which npm sets to the workspace whose script runs.
 */
export function findProjectRoot(start: string): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (listsWorkspaces(dir)) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start);
  }
}

export const PROJECT_ROOT = findProjectRoot(process.cwd());
