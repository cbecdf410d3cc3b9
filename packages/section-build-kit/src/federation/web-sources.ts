import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SECTION_NAMES, SECTIONS } from '@site/contracts';
import { PROJECT_ROOT } from '../project-root';

/**
 * The workspaces whose code reaches a visitor's browser. A section built in a repository of its
 * own finds none of them but itself (its folder is the project's root, read as '.').
 */
export const WEB_WORKSPACES = ['shell', 'packages/platform', ...SECTION_NAMES.map((name) => SECTIONS[name].folder)];

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
  const src = path.join(PROJECT_ROOT, workspace, 'src');
  return existsSync(src) ? sourceFilesUnder(src) : [];
}
