import { readFileSync, renameSync, writeFileSync } from 'node:fs';

/**
 * Writes a generated module only when its text changed (a watching dev server does not rebuild
 * for nothing), whole or not at all (written beside, then renamed: a build reading it never sees half).
 */
export function writeIfChanged(file: string, content: string): void {
  let current: string | undefined;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === content) return;
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}
