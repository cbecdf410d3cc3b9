import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { SectionName } from '@site/contracts';

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A build's id: a digest of every file's name and content, so the same build always gets the same id. */
export function buildIdOf(buildDir: string): string {
  const digest = createHash('sha256');
  for (const file of filesBelow(buildDir)) {
    digest.update(file);
    digest.update(readFileSync(path.join(buildDir, file)));
  }
  return digest.digest('hex').slice(0, 12);
}

/**
 * Copies a section's build into its own folder among the releases, named by its id. A folder
 * that exists is never written again (a page being served may still ask for its files); the
 * copy appears whole or not at all (written beside, then renamed).
 */
export function publishBuild(releases: string, section: SectionName, buildDir: string): string {
  if (!existsSync(path.join(buildDir, 'mf-manifest.json'))) throw new Error(`${buildDir} holds no section build`);
  const buildId = buildIdOf(buildDir);
  const target = path.join(releases, section, buildId);
  if (existsSync(target)) return buildId;
  const staging = `${target}.uploading-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(buildDir, staging, { recursive: true });
  renameSync(staging, target);
  return buildId;
}
