import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SECTION_MANIFEST_FILE } from '../section-build';
import {
  parseProposedBuildId,
  parseSectionPointer,
  pointerSwitchedTo,
  type ReleaseVerdict,
  type SectionPointer,
} from '../section-releases';
import type { SectionName } from '../site-map/sections';
import { readJsonFile } from './read-json-file';
import { writeAtomically } from './write-atomically';

/**
 * A section's release state in a releases folder (`<dir>/<section>/current.json`, `candidate.json`,
 * `verdict.json` beside the build folders). The one place these files are read and written on
 * disk: the site server's disk source, `npm start` and `npm run release` all come here.
 */

function stateFile(releases: string, section: SectionName, name: 'current' | 'candidate' | 'verdict'): string {
  return path.join(releases, section, `${name}.json`);
}

export function isPublished(releases: string, section: SectionName, buildId: string): boolean {
  return existsSync(path.join(releases, section, buildId, SECTION_MANIFEST_FILE));
}

export function readPointer(releases: string, section: SectionName): SectionPointer | undefined {
  return parseSectionPointer(readJsonFile(stateFile(releases, section, 'current')));
}

/**
 * Points a section at one of its published builds, atomically: a reader sees the old pointer or
 * the new one, never half of one. The only writer of a pointer on disk.
 */
export function switchPointer(releases: string, section: SectionName, buildId: string): SectionPointer {
  if (!isPublished(releases, section, buildId)) throw new Error(`${section} has no published build ${buildId}`);
  const current = readPointer(releases, section);
  const pointer = pointerSwitchedTo(current, buildId);
  if (pointer !== current) writeAtomically(stateFile(releases, section, 'current'), pointer);
  return pointer;
}

/** The build proposed for release (`candidate.json`), if any. */
export function readProposal(releases: string, section: SectionName): string | undefined {
  return parseProposedBuildId(readJsonFile(stateFile(releases, section, 'candidate')));
}

/** Proposes a published build for release: the running site's gate judges it before the pointer moves. */
export function proposeCandidate(releases: string, section: SectionName, buildId: string): void {
  if (!isPublished(releases, section, buildId)) throw new Error(`${section} has no published build ${buildId}`);
  writeAtomically(stateFile(releases, section, 'candidate'), { buildId });
}

/** Takes a proposal away without a verdict (one left behind by a release nobody is waiting for). */
export function discardProposal(releases: string, section: SectionName): void {
  rmSync(stateFile(releases, section, 'candidate'), { force: true });
}

/** Records the gate's verdict and takes the candidate away. */
export function recordVerdict(releases: string, section: SectionName, verdict: ReleaseVerdict): void {
  writeAtomically(stateFile(releases, section, 'verdict'), verdict);
  discardProposal(releases, section);
}
