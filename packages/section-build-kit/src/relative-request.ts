import path from 'node:path';

/**
 * A `./` or `../` module request from `fromDir` to `file`, with forward slashes. Generated modules
 * and build options use these instead of absolute paths: those would be printed into the built code
 * and its source maps, and the same sources would build differently in another checkout folder.
 */
export function relativeRequest(fromDir: string, file: string): string {
  const relative = path.relative(fromDir, file).split(path.sep).join('/');
  return relative.startsWith('../') ? relative : `./${relative}`;
}
