import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { INLINE_SCRIPTS_FILE } from '../src/inline-scripts';
import { buildInlineScripts } from './build-inline-scripts';

const PACKAGE_DIR = path.resolve(__dirname, '..');

function newestChange(dir: string): number {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const at = path.join(dir, entry.name);
      return entry.isDirectory() ? newestChange(at) : statSync(at).mtimeMs;
    }),
  );
}

function builtAt(): number {
  try {
    return statSync(path.join(PACKAGE_DIR, INLINE_SCRIPTS_FILE)).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Jest's global setup for the suites that test the built inline scripts (this package's, the
 * shell's): builds them first when the manifest is missing or older than their sources, so a
 * test always reads what the sources make now (a second or two; nothing when up to date).
 */
export default async function buildInlineScriptsIfChanged(): Promise<void> {
  const sources = Math.max(newestChange(path.join(PACKAGE_DIR, 'src')), newestChange(path.join(PACKAGE_DIR, 'build')));
  if (builtAt() > sources) return;
  await buildInlineScripts();
}
