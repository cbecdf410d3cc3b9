import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SectionName } from '@site/contracts';
import type { GateRefusal } from './release-gate';

/** The gate's word on a candidate build: accepted, or refused with the check that failed. */
export interface ReleaseVerdict {
  buildId: string;
  accepted: boolean;
  refusal?: GateRefusal & { route?: string };
  at: string;
}

function writeAtomically(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const staging = `${file}.${process.pid}.tmp`;
  writeFileSync(staging, `${JSON.stringify(value)}\n`);
  renameSync(staging, file);
}

/** Proposes a published build for release: the site's gate judges it before the pointer moves. */
export function proposeCandidate(releases: string, section: SectionName, buildId: string): void {
  if (!existsSync(path.join(releases, section, buildId, 'mf-manifest.json'))) {
    throw new Error(`${section} has no published build ${buildId}`);
  }
  writeAtomically(path.join(releases, section, 'candidate.json'), { buildId });
}

/** Records the gate's verdict and takes the candidate away. */
export function recordVerdict(releases: string, section: SectionName, verdict: ReleaseVerdict): void {
  writeAtomically(path.join(releases, section, 'verdict.json'), verdict);
  rmSync(path.join(releases, section, 'candidate.json'), { force: true });
}
