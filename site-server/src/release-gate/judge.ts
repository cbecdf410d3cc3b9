import {
  type GateRefusal,
  routedModules,
  type SectionManifest,
  type SectionName,
  SITE_ROUTES,
  sharedPackageOf,
  type WarmUpResult,
} from '@site/contracts';
import { satisfies } from 'semver';

/**
 * The release gate's judgement, a pure function of what was found: no fetch, no process. The
 * evidence is gathered elsewhere (build-evidence.ts: the manifest and its files; a warmed renderer
 * generation: every route rendered once).
 */

/** What was found about a section's candidate build. */
export interface CandidateEvidence {
  section: SectionName;
  /** Undefined when it could not be read (then `missingFiles` names it). */
  manifest: SectionManifest | undefined;
  /** Files the manifest names that its server did not serve, with why (`remoteEntry.js (404)`). */
  missingFiles: string[];
  /**
   * Every route rendered by a renderer pinned to the candidate (its warm-up), or why no renderer
   * could warm up with it; absent before a renderer was tried (the cheap checks come first).
   */
  render?: { warmUp: readonly WarmUpResult[] } | { failure: string };
}

/** What the site serves now, against which a candidate is judged. */
export interface ServingEvidence {
  /** The version of each shared package the shell provides (`react` → `19.3.1`). */
  providedVersions: Readonly<Record<string, string>>;
  /** The serving generation's warm-up: a route that already failed is not the candidate's fault. */
  warmUp: readonly WarmUpResult[];
}

/** The gate's checks, in the order it runs them: the cheap ones on the build's files, then a render of every route. */
export const GATE_CHECKS = [
  'shared versions',
  'exposed modules',
  'files',
  'server render',
] as const satisfies readonly GateRefusal['check'][];

export type GateCheck = (typeof GATE_CHECKS)[number];

export interface Verdict {
  accepted: boolean;
  /** Every check the candidate failed, named; empty when accepted. */
  refusals: GateRefusal[];
}

/**
 * Every shared package the build asks for must be satisfied by the shell's version: the same
 * rule as `check:federation`, applied to what was built (a build made against another React or
 * MUI would run on the shell's copy and break at run time).
 */
function sharedVersionProblems(manifest: SectionManifest, provided: Readonly<Record<string, string>>): string[] {
  return (manifest.shared ?? []).flatMap(({ name, requiredVersion }) => {
    const packageName = sharedPackageOf(name);
    const version = packageName ? provided[packageName] : undefined;
    if (!version || !requiredVersion || satisfies(version, requiredVersion)) return [];
    return [`${name} wants ${requiredVersion}, the shell shares ${version}`];
  });
}

const exposedNames = (manifest: SectionManifest) => new Set((manifest.exposes ?? []).map((expose) => expose.name));

/**
 * Every module the route table names for the section, and every island its manifest declares
 * (`metaData.islands`, from its `src/islands.ts`), must be exposed by the build.
 */
function missingExposes(section: SectionName, manifest: SectionManifest): string[] {
  const exposed = exposedNames(manifest);
  const routed = routedModules(section)
    .filter(({ module }) => !exposed.has(module))
    .map(({ route, module }) => `${module} (route ${route}) is not exposed`);
  const islands = (manifest.metaData?.islands ?? [])
    .filter((island) => !exposed.has(island))
    .map((island) => `island ${island} is declared but not exposed`);
  return [...routed, ...islands];
}

/**
 * Every island of the section that the candidate's own pages carry (its warm-up renders every
 * route) must be exposed by it: the browser asks the page's build for the island by name, and one
 * it does not expose never wakes (a form that cannot be sent). Pages rendered with the serving
 * build name the serving build (the browser loads exactly that one), so they are not at stake.
 */
function islandsNotExposed(section: SectionName, manifest: SectionManifest, warmUp: readonly WarmUpResult[]) {
  const exposed = exposedNames(manifest);
  const reported = new Set<string>();
  return warmUp.flatMap((result): GateRefusal[] =>
    (result.islands ?? []).flatMap((island) => {
      const module = island.slice(section.length + 1);
      if (!island.startsWith(`${section}/`) || exposed.has(module) || reported.has(module)) return [];
      reported.add(module);
      return [
        { check: 'exposed modules', reason: `island ${module} is on the page but not exposed`, route: result.path },
      ];
    }),
  );
}

/** A route using the section that the candidate renders with an error the serving build did not have. */
function newRenderErrors(
  section: SectionName,
  serving: readonly WarmUpResult[],
  candidate: readonly WarmUpResult[],
): GateRefusal[] {
  const routes = new Set(
    SITE_ROUTES.filter((route) => route.parts.some((part) => part.section === section)).map((route) => route.path),
  );
  return candidate.flatMap((result) => {
    if (!routes.has(result.route) || result.errors.length === 0) return [];
    // The same address rendered by the serving build, else the same route (a linked profile's id may differ).
    const before =
      serving.find((earlier) => earlier.route === result.route && earlier.path === result.path) ??
      serving.find((earlier) => earlier.route === result.route);
    if (before && before.errors.length > 0) return [];
    return [{ check: 'server render' as const, reason: result.errors[0] ?? 'an error', route: result.path }];
  });
}

function renderRefusals(candidate: CandidateEvidence, serving: ServingEvidence): GateRefusal[] {
  const render = candidate.render;
  if (!render) return [];
  if ('failure' in render) return [{ check: 'server render', reason: render.failure }];
  const islands = candidate.manifest ? islandsNotExposed(candidate.section, candidate.manifest, render.warmUp) : [];
  return [...islands, ...newRenderErrors(candidate.section, serving.warmUp, render.warmUp)];
}

/** Judges a section's candidate build against what the site serves: accepted, or every refused check named. */
export function judge(candidate: CandidateEvidence, serving: ServingEvidence): Verdict {
  const manifest = candidate.manifest;
  const versions = manifest ? sharedVersionProblems(manifest, serving.providedVersions) : [];
  const exposes = manifest ? missingExposes(candidate.section, manifest) : [];
  const refusals: GateRefusal[] = [
    ...(versions.length > 0 ? [{ check: 'shared versions' as const, reason: versions.join('; ') }] : []),
    ...(exposes.length > 0 ? [{ check: 'exposed modules' as const, reason: exposes.join('; ') }] : []),
    ...(candidate.missingFiles.length > 0
      ? [{ check: 'files' as const, reason: `missing: ${candidate.missingFiles.join(', ')}` }]
      : []),
    ...renderRefusals(candidate, serving),
  ];
  return { accepted: refusals.length === 0, refusals };
}

/**
 * Each check a verdict speaks for, passed or refused: the cheap checks always (they run
 * together), the render check once a renderer was tried, i.e. when the build was accepted or the
 * render refused it (a build refused by a cheap check is never rendered).
 */
export function checkVerdicts(verdict: Verdict): { check: GateCheck; accepted: boolean }[] {
  const refused = new Set(verdict.refusals.map((refusal) => refusal.check));
  const rendered = verdict.accepted || refused.has('server render');
  return GATE_CHECKS.filter((check) => rendered || check !== 'server render').map((check) => ({
    check,
    accepted: !refused.has(check),
  }));
}
