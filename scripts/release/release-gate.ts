import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type SectionName, SITE_ROUTES } from '@site/contracts';
import semver from 'semver';
import { SHARED_SINGLETONS } from '../federation/shared-deps';
import { REPO_ROOT } from '../workspaces';

/** The parts of a section's `mf-manifest.json` the gate reads. */
export interface SectionManifest {
  shared?: { name: string; requiredVersion?: string; assets?: ManifestAssets }[];
  exposes?: { name: string; assets?: ManifestAssets }[];
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    ssrRemoteEntry?: { name?: string; path?: string };
  };
}

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/** Why a build is refused: which check, and what it found. */
export interface GateRefusal {
  check: 'shared versions' | 'exposed modules' | 'files' | 'server render';
  reason: string;
}

/** The version of each shared package the site's shell provides (installed beside the site's server). */
export function providedVersions(): Record<string, string> {
  return Object.fromEntries(
    [...new Set(Object.values(SHARED_SINGLETONS).map(({ packageName }) => packageName))].map((name) => {
      const file =
        name === '@site/platform'
          ? path.join(REPO_ROOT, 'packages', 'platform', 'package.json')
          : path.join(REPO_ROOT, 'node_modules', name, 'package.json');
      return [name, (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version];
    }),
  );
}

/**
 * Every shared package the build asks for must be satisfied by the shell's version: the same
 * rule as `check:federation`, applied to what was built (a build made against another React or
 * MUI would run on the shell's copy and break at run time).
 */
export function sharedVersionProblems(manifest: SectionManifest, provided: Record<string, string>): string[] {
  return (manifest.shared ?? []).flatMap(({ name, requiredVersion }) => {
    const packageName = SHARED_SINGLETONS[name]?.packageName;
    const version = packageName ? provided[packageName] : undefined;
    if (!version || !requiredVersion || semver.satisfies(version, requiredVersion)) return [];
    return [`${name} wants ${requiredVersion}, the shell shares ${version}`];
  });
}

/** Every module the route table names for the section must be exposed by the build. */
export function missingExposes(section: SectionName, manifest: SectionManifest): string[] {
  const exposed = new Set((manifest.exposes ?? []).map((expose) => expose.name));
  const named = SITE_ROUTES.flatMap((route) =>
    route.parts.filter((part) => part.section === section).map((part) => ({ route: route.path, module: part.module })),
  );
  return named
    .filter(({ module }) => !exposed.has(module))
    .map(({ route, module }) => `${module} (route ${route}) is not exposed`);
}

/** The browser files the manifest names (and the server entry), relative to the build folder. */
export function filesNamed(manifest: SectionManifest): string[] {
  const entries = [manifest.metaData?.remoteEntry, manifest.metaData?.ssrRemoteEntry].flatMap((entry) =>
    entry?.name ? [entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name] : [],
  );
  const assets = [...(manifest.exposes ?? []), ...(manifest.shared ?? [])].flatMap(({ assets: a }) => [
    ...(a?.js?.sync ?? []),
    ...(a?.js?.async ?? []),
    ...(a?.css?.sync ?? []),
    ...(a?.css?.async ?? []),
  ]);
  return [...new Set([...entries, ...assets])];
}

/**
 * The checks a build passes before its pointer moves, from its manifest alone: shared versions,
 * exposed modules, and the files it names (fetched from where it is served). The render check
 * is the new renderer generation's warm-up (scripts/renderer/render-service.ts).
 */
export async function manifestRefusal(
  section: SectionName,
  manifestUrl: string,
  provided: Record<string, string>,
): Promise<GateRefusal | undefined> {
  const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) return { check: 'files', reason: `${manifestUrl} answered ${response.status}` };
  const manifest = (await response.json()) as SectionManifest;
  const versions = sharedVersionProblems(manifest, provided);
  if (versions.length > 0) return { check: 'shared versions', reason: versions.join('; ') };
  const exposes = missingExposes(section, manifest);
  if (exposes.length > 0) return { check: 'exposed modules', reason: exposes.join('; ') };
  const missing: string[] = [];
  for (const file of filesNamed(manifest)) {
    const answer = await fetch(new URL(file, manifestUrl), { method: 'HEAD', signal: AbortSignal.timeout(10_000) });
    if (!answer.ok) missing.push(`${file} (${answer.status})`);
  }
  if (missing.length > 0) return { check: 'files', reason: `missing: ${missing.join(', ')}` };
  return undefined;
}
