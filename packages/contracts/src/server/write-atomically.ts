import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a JSON file whole or not at all (written beside, then renamed): a reader, in this process
 * or another, sees the old content or the new, never half of one. Node-only: imported by its own
 * path (`@site/contracts/write-atomically`), never through the package's index the browser reads.
 */
export function writeAtomically(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const staging = `${file}.${process.pid}.tmp`;
  writeFileSync(staging, `${JSON.stringify(value)}\n`);
  renameSync(staging, file);
}
