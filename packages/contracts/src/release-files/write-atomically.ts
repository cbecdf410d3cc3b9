import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a JSON file whole or not at all (written beside, then renamed): a reader, in this process
 * or another, sees the old content or the new, never half of one. The one writer of the release
 * state files (pointer-files.ts), which `npm run release` and `npm start` use too.
 */
export function writeAtomically(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const staging = `${file}.${process.pid}.tmp`;
  writeFileSync(staging, `${JSON.stringify(value)}\n`);
  renameSync(staging, file);
}
