import { rmSync } from 'node:fs';
import path from 'node:path';
import type { GateRefusal } from '../section-releases';
import type { SectionName } from '../site-map/sections';
import type { CanaryEvidence } from './canary-evidence';
import { readJsonFile } from './read-json-file';
import { writeAtomically } from './write-atomically';

/**
 * A section's canary in a releases folder, beside its pointer: `canary.json`, the request
 * (`npm run release -- --canary <percent>` writes it; the site server takes it away once it has a
 * verdict, a release or rollback takes it away to end the canary), and `canary-status.json`, what
 * the site server says of it now (`--status` and the waiting command read it).
 */

/** `canary.json`: serve this published build to this share of page requests, judged with these settings. */
export interface CanaryRequest {
  buildId: string;
  /** Percent of page requests, 1 to 99. */
  percent: number;
  /** The judge's settings by their flag names (`promote-after-pages`: `50`); the rest are the defaults. */
  settings: Record<string, string>;
  /** When the command asked: a new request for the same build starts a new canary. */
  requestedAt: string;
}

export type CanaryState = 'gate' | 'refused' | 'serving' | 'promoted' | 'rolled back' | 'ended';

/** `canary-status.json`. */
export interface CanaryStatus {
  section: SectionName;
  build: string;
  /** The build it is compared with (what the section served when it started). */
  servingBuild: string;
  percent: number;
  /** `gate`: the release gate checks it; `serving`: it serves its share; the rest are verdicts. */
  state: CanaryState;
  requestedAt: string;
  startedAt?: string;
  at: string;
  /** The judge's one line with the numbers (`describeVerdict`), or why it ended. */
  summary: string;
  reasons: string[];
  evidence?: CanaryEvidence;
  refusals?: GateRefusal[];
}

/** Verdicts: nothing follows them for this request. */
export const FINAL_CANARY_STATES: readonly CanaryState[] = ['refused', 'promoted', 'rolled back', 'ended'];

function file(releases: string, section: SectionName, name: 'canary' | 'canary-status'): string {
  return path.join(releases, section, `${name}.json`);
}

export function parseCanaryRequest(value: unknown): CanaryRequest | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { buildId, percent, settings, requestedAt } = value as Record<string, unknown>;
  if (typeof buildId !== 'string' || !/^[\w.-]+$/.test(buildId) || buildId === '.' || buildId === '..')
    return undefined;
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > 99) return undefined;
  if (typeof requestedAt !== 'string') return undefined;
  const pairs = typeof settings === 'object' && settings !== null ? Object.entries(settings) : [];
  return {
    buildId,
    percent,
    requestedAt,
    settings: Object.fromEntries(pairs.filter((pair): pair is [string, string] => typeof pair[1] === 'string')),
  };
}

export function readCanaryRequest(releases: string, section: SectionName): CanaryRequest | undefined {
  return parseCanaryRequest(readJsonFile(file(releases, section, 'canary')));
}

export function writeCanaryRequest(releases: string, section: SectionName, request: CanaryRequest): void {
  writeAtomically(file(releases, section, 'canary'), request);
}

/** Ends a section's canary (a verdict was reached, or a release or rollback replaces it). */
export function withdrawCanaryRequest(releases: string, section: SectionName): void {
  rmSync(file(releases, section, 'canary'), { force: true });
}

export function readCanaryStatus(releases: string, section: SectionName): CanaryStatus | undefined {
  const value = readJsonFile(file(releases, section, 'canary-status'));
  return typeof value === 'object' && value !== null && 'state' in value ? (value as CanaryStatus) : undefined;
}

export function writeCanaryStatus(releases: string, status: CanaryStatus): void {
  writeAtomically(file(releases, status.section, 'canary-status'), status);
}
