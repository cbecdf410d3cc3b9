import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Stats } from '@module-federation/sdk';
import { SECTION_MANIFEST_FILE, SECTION_SERVER_ENTRY, SHARED_PER_COMPONENT, SHARED_SINGLETONS } from '@site/contracts';
import { requiredVersion } from './federation/required-version';
import type { SharedSurface } from './federation/shared-surface';
import { browserEntry, writeSurfaceModules } from './federation/surface-modules';
import { PROJECT_ROOT } from './project-root';
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
  /** Section only: the names of its declared islands (each also in `exposes`), for its manifest. */
  islands?: readonly string[];
  production: boolean;
  /** The trimmed shared keys (production); none in development. */
  surfaces: readonly SharedSurface[];
}

function installedVersion(packageName: string): string {
  const file = path.join(PROJECT_ROOT, 'node_modules', packageName, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** One shared key's configuration: always a singleton; `import` and `version` where a surface is provided. */
interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  import?: string;
  version?: string;
}

/**
 * Every shared key as a singleton, its required version taken from the workspace's package.json
 * (`requiredVersion`: a pack or link it names counts as the version installed).
 * In production:
 * - MUI's components are shared one by one: each `@mui/material/<Name>` any web workspace imports
 *   is a singleton key of its own (the sources' `import { Button } from '@mui/material'` is
 *   rewritten to `@mui/material/Button` at build time: `muiPerComponentImports`), so an island
 *   downloads and evaluates only the components it renders, and each loads once for the page;
 * - the other barrels with a surface are provided as that surface, so the shell does not ship the
 *   whole of React Router or RTK Query.
 * In development the whole package is shared, so a new import works without restarting the dev
 * server.
 */
function sharedConfig(build: FederationBuild): NonNullable<FederationOptions['shared']> {
  const perComponent = build.surfaces.find((surface) => surface.key === SHARED_PER_COMPONENT);
  const surfaces = writeSurfaceModules(
    path.join(build.dir, 'node_modules', '.cache', 'shared-surface'),
    build.surfaces.filter((surface) => surface !== perComponent),
  );
  const singleton = (packageName: string, provided: Pick<SharedEntry, 'import' | 'version'> = {}): SharedEntry => {
    const declared = build.dependencies[packageName];
    if (!declared) throw new Error(`${build.dir} must depend on ${packageName} (a shared singleton)`);
    return {
      singleton: true,
      requiredVersion: requiredVersion(declared, () => installedVersion(packageName)),
      ...provided,
    };
  };
  const keys = Object.entries(SHARED_SINGLETONS).flatMap(([key, { packageName }]): [string, SharedEntry][] => {
    if (perComponent && key === SHARED_PER_COMPONENT) return [];
    const surface = surfaces.get(key);
    // Relative to the build's context: an absolute path would be printed into the built code.
    const provided = surface
      ? { import: relativeRequest(build.dir, surface), version: installedVersion(packageName) }
      : {};
    return [[key, singleton(packageName, provided)]];
  });
  // Each by its file's path: a key given by path is provided whether or not this build imports it,
  // so the shell provides every component any section uses (as it provided the whole surface).
  const components = (perComponent?.exports ?? []).map((name): [string, SharedEntry] => [
    muiComponentKey(name),
    singleton(SHARED_PER_COMPONENT, {
      import: relativeRequest(build.dir, browserEntry(muiComponentKey(name))),
      version: installedVersion(SHARED_PER_COMPONENT),
    }),
  ]);
  return Object.fromEntries([...keys, ...components]);
}

/** The shared key of one of MUI's components (or hooks): its own sub-path, `@mui/material/Button`. */
function muiComponentKey(name: string): string {
  return `${SHARED_PER_COMPONENT}/${name}`;
}

/**
 * The Rspack SWC loader's import rewriting that goes with sharing MUI per component:
 * `import { Box, Button } from '@mui/material'` becomes one default import per sub-path (types
 * are stripped first). Only where MUI is shared per component (a production browser build).
 */
export function muiPerComponentImports(surfaces: readonly SharedSurface[]) {
  if (!surfaces.some((surface) => surface.key === SHARED_PER_COMPONENT)) return [];
  return [
    {
      libraryName: SHARED_PER_COMPONENT,
      customName: muiComponentKey('{{member}}'),
      transformToDefaultImport: true,
      camelToDashComponentName: false,
    },
  ];
}

/**
 * What a section build's manifest says beyond Module Federation's own: the same for the same
 * sources (reproducible-stats.ts), and in production its Node build of the same exposes
 * (`metaData.ssrRemoteEntry`, Module Federation's field for it), so the server renderer finds the
 * server code of exactly the build the browser loads, from the same manifest; and the islands
 * it declares (`metaData.islands`), which the release gate holds it to exposing.
 */
function sectionManifestData(production: boolean, islands: readonly string[]) {
  return ({ stats }: { stats: Stats }): Stats => {
    const reproducible = reproducibleStats(stats);
    Object.assign(reproducible.metaData, { islands: [...islands] });
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
      : { fileName: SECTION_MANIFEST_FILE, additionalData: sectionManifestData(build.production, build.islands ?? []) },
    dts: false,
    dev: build.production ? false : undefined,
    ...runtimeOnce,
  };
}
