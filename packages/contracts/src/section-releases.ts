import type { SectionName } from './site-map';

/**
 * A section's release state, as JSON files beside its build folders (`/remotes/<name>/...`): the
 * pointer to its current build, a build proposed for release, the release gate's verdict. One
 * parser each, used by every reader (the site server's release sources, `npm run release`).
 */

/** `current.json`: the build a section serves, and the ones it served before (newest first), for rollbacks. */
export interface SectionPointer {
  buildId: string;
  previous: string[];
}

/** How many earlier builds a pointer remembers. */
export const POINTER_HISTORY = 20;

/** `candidate.json`: a published build proposed for release, which the gate judges before the pointer moves. */
export interface SectionProposal {
  section: SectionName;
  buildId: string;
}

/** Why the gate refused a build: which check, and what it found (a route, for the render check). */
export interface GateRefusal {
  check: 'shared versions' | 'exposed modules' | 'files' | 'server render';
  reason: string;
  route?: string;
}

/** `verdict.json`: the gate's word on a candidate build. */
export interface ReleaseVerdict {
  buildId: string;
  accepted: boolean;
  /** The first refused check (kept for readers of earlier verdicts); `refusals` names them all. */
  refusal?: GateRefusal;
  refusals?: GateRefusal[];
  at: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A build id as the releases name folders: never a path. */
function isBuildId(value: unknown): value is string {
  return typeof value === 'string' && /^[\w.-]+$/.test(value) && value !== '.' && value !== '..';
}

/** A pointer from its JSON (a file, an answer over HTTP); undefined when it is not one. */
export function parseSectionPointer(value: unknown): SectionPointer | undefined {
  if (!isRecord(value) || !isBuildId(value.buildId)) return undefined;
  const previous = Array.isArray(value.previous) ? value.previous.filter(isBuildId) : [];
  return { buildId: value.buildId, previous };
}

/** The build id a `candidate.json` proposes; undefined when it is not one. */
export function parseProposedBuildId(value: unknown): string | undefined {
  return isRecord(value) && isBuildId(value.buildId) ? value.buildId : undefined;
}

/** The pointer after a switch to `buildId`: the current build goes first among the earlier ones. */
export function pointerSwitchedTo(current: SectionPointer | undefined, buildId: string): SectionPointer {
  if (current?.buildId === buildId) return current;
  const previous = current ? [current.buildId, ...current.previous.filter((id) => id !== buildId)] : [];
  return { buildId, previous: previous.slice(0, POINTER_HISTORY) };
}
