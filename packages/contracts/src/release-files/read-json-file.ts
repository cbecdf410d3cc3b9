import { existsSync, readFileSync } from 'node:fs';

/**
 * A release state file's JSON, or undefined when the file is missing or not JSON (as good as no
 * file: every writer renames a whole file into place, see write-atomically.ts).
 */
export function readJsonFile(file: string): unknown {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}
