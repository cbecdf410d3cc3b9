import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Cleanup } from './cleanup';

/**
 * A new directory under the system's temp folder, removed at cleanup. Mode 755: as root, the
 * embedded PostgreSQL runs as the `postgres` user; a folder it may enter keeps a throw-away cluster
 * here rather than under EMBEDDED_PG_HOME (the API would put it there otherwise).
 */
export function tempDir(prefix: string, cleanup: Cleanup): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  chmodSync(dir, 0o755);
  cleanup.add(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
