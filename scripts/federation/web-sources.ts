import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, SECTION_FOLDERS } from '../workspaces';

/** The workspaces whose code reaches a visitor's browser. */
export const WEB_WORKSPACES = ['shell', 'packages/platform', ...Object.values(SECTION_FOLDERS)];

/** Test helpers and the shell's server renderer never reach a browser, so they are not read. */
const NOT_SHIPPED_DIRS = new Set(['node_modules', 'dist', 'testing', 'server']);

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return NOT_SHIPPED_DIRS.has(entry) ? [] : sourceFilesUnder(full);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** The TypeScript files of a workspace's `src` that are built for the browser (no tests, no test helpers). */
export function shippedSourceFiles(workspace: string): string[] {
  return sourceFilesUnder(path.join(REPO_ROOT, workspace, 'src'));
}
