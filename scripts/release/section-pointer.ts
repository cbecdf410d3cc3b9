import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SectionName } from '@site/contracts';

/** `current.json`: the build a section serves, and the ones it served before (newest first), for rollbacks. */
export interface SectionPointer {
  buildId: string;
  previous: string[];
}

const KEPT_HISTORY = 20;

function pointerFile(releases: string, section: SectionName): string {
  return path.join(releases, section, 'current.json');
}

export function readPointer(releases: string, section: SectionName): SectionPointer | undefined {
  const file = pointerFile(releases, section);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as SectionPointer;
}

/**
 * Points a section at one of its published builds, atomically (written beside, then renamed):
 * a reader sees the old pointer or the new one, never half of one.
 */
export function switchPointer(releases: string, section: SectionName, buildId: string): SectionPointer {
  if (!existsSync(path.join(releases, section, buildId, 'mf-manifest.json'))) {
    throw new Error(`${section} has no published build ${buildId}`);
  }
  const current = readPointer(releases, section);
  if (current?.buildId === buildId) return current;
  const previous = current ? [current.buildId, ...current.previous.filter((id) => id !== buildId)] : [];
  const pointer: SectionPointer = { buildId, previous: previous.slice(0, KEPT_HISTORY) };
  const file = pointerFile(releases, section);
  mkdirSync(path.dirname(file), { recursive: true });
  const staging = `${file}.${process.pid}.tmp`;
  writeFileSync(staging, `${JSON.stringify(pointer)}\n`);
  renameSync(staging, file);
  return pointer;
}
