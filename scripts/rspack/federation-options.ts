import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Stats } from '@module-federation/sdk';
import { SECTION_MANIFEST_FILE, SECTION_SERVER_ENTRY, SHARED_SINGLETONS } from '@site/contracts';
import type { SharedSurface } from '../federation/shared-surface';
import { writeSurfaceModules } from '../federation/surface-modules';
import { REPO_ROOT } from '../workspaces';
import { relativeRequest } from './relative-request';
import { reproducibleStats } from './reproducible-stats';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

interface FederationBuild {
  /** The workspace folder. */
  dir: string;
  name: string;
  dependencies: Record<string, string>;
  /** Section only: exposed module name -> file. */
  exposes?: Record<string, string>;
  production: boolean;
  /** The trimmed shared keys (production); none in development. */
  surfaces: readonly SharedSurface[];
}

function installedVersion(packageName: string): string {
  const file = path.join(REPO_ROOT, 'node_modules', packageName, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * Every shared key as a singleton, its required version taken from the workspace's package.json.
 * A barrel key with a surface (production) is provided as that surface, so the shell does not ship
 * the whole of MUI or React Router; in development the whole package is shared, so a new import
 * works without restarting the dev server.
 */
function sharedConfig(build: FederationBuild): NonNullable<FederationOptions['shared']> {
  const surfaces = writeSurfaceModules(
    path.join(build.dir, 'node_modules', '.cache', 'shared-surface'),
    build.surfaces,
  );
  return Object.fromEntries(
    Object.entries(SHARED_SINGLETONS).map(([key, { packageName }]) => {
      const requiredVersion = build.dependencies[packageName];
      if (!requiredVersion) throw new Error(`${build.dir} must depend on ${packageName} (a shared singleton)`);
      const surface = surfaces.get(key);
      // Relative to the build's context: an absolute path would be printed into the built code.
      const provided = surface
        ? { import: relativeRequest(build.dir, surface), version: installedVersion(packageName) }
        : {};
      return [key, { singleton: true, requiredVersion, ...provided }];
    }),
  );
}

/**
 * What a section build's manifest says beyond Module Federation's own: the same for the same
 * sources (reproducible-stats.ts), and in production its Node build of the same exposes
 * (`metaData.ssrRemoteEntry`, Module Federation's field for it), so the server renderer finds the
 * server code of exactly the build the browser loads, from the same manifest.
 */
function sectionManifestData(production: boolean) {
  return ({ stats }: { stats: Stats }): Stats => {
    const reproducible = reproducibleStats(stats);
    if (!production) return reproducible;
    reproducible.metaData.ssrRemoteEntry = {
      name: path.basename(SECTION_SERVER_ENTRY),
      path: path.dirname(SECTION_SERVER_ENTRY),
      type: 'commonjs-module',
    };
    return reproducible;
  };
}

/**
 * The Module Federation options of the shell (a pure host) or of a section (a remote). In
 * production the federation runtime ships once: the shell provides it and every section uses the
 * shell's (a section's production build therefore only runs inside the shell; its standalone page
 * is a development-server feature).
 */
export function federationOptions(build: FederationBuild): FederationOptions {
  const isShell = build.exposes === undefined;
  const runtimeOnce = build.production
    ? { experiments: isShell ? { provideExternalRuntime: true } : { externalRuntime: true } }
    : {};
  return {
    name: build.name,
    ...(isShell ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: build.exposes }),
    shared: sharedConfig(build),
    shareStrategy: 'loaded-first',
    manifest: isShell
      ? false
      : { fileName: SECTION_MANIFEST_FILE, additionalData: sectionManifestData(build.production) },
    dts: false,
    dev: build.production ? false : undefined,
    ...runtimeOnce,
  };
}
