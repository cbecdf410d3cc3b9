import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/**
 * A tool the deployment checks run: the path its variable names, else the usual places, else the
 * first `name` on PATH; undefined where none is installed.
 */
export function findExecutable(
  name: string,
  variable: string | undefined,
  usualPlaces: readonly string[],
): string | undefined {
  const pathDirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const candidate of [variable, ...usualPlaces, ...pathDirs.map((dir) => path.join(dir, name))]) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not there
    }
  }
  return undefined;
}
