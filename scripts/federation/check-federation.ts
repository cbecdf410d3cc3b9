import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_PACKAGES, SHARED_SINGLETONS } from '@site/contracts';
import { SHARED_SURFACE_FILE, TRIMMED_SHARED_KEYS } from '@site/section-build-kit/federation/shared-surface';
import { importUses } from '@site/section-build-kit/federation/used-exports';
import { shippedSourceFiles, WEB_WORKSPACES } from '@site/section-build-kit/federation/web-sources';
import { REPO_ROOT, SECTION_FOLDERS } from '../workspaces';
import { importCircleProblems } from './import-circles';
import { builtExposes, routeModulesNotExposed } from './route-exposes';
import { sectionLayoutProblems } from './section-layout';

/**
 * `npm run check:federation`: fails when a section's shared dependency versions differ from the
 * shell's, when code imports a sub-path of a shared package that is not itself shared (that
 * would put a second copy of part of it in the visitor's browser), or when a route names a module
 * its section does not expose, or a section leaves the one section layout (section-layout.ts).
 */
interface PackageJson {
  dependencies?: Record<string, string>;
}

function readPackage(workspace: string): PackageJson {
  return JSON.parse(readFileSync(path.join(REPO_ROOT, workspace, 'package.json'), 'utf8')) as PackageJson;
}

export function versionMismatches(read: (workspace: string) => PackageJson = readPackage): string[] {
  const shell = read('shell');
  const problems: string[] = [];
  for (const workspace of [...Object.values(SECTION_FOLDERS), 'packages/platform']) {
    const pkg = read(workspace);
    const declared = {
      ...pkg.dependencies,
      ...(pkg as { peerDependencies?: Record<string, string> }).peerDependencies,
    };
    for (const name of SHARED_PACKAGES) {
      if (name === '@site/platform' && workspace === 'packages/platform') continue;
      const expected = shell.dependencies?.[name];
      const actual = declared[name];
      if (actual === undefined) problems.push(`${workspace} does not declare ${name} (the shell has ${expected})`);
      else if (actual !== expected) problems.push(`${workspace} wants ${name}@${actual}, the shell shares ${expected}`);
    }
  }
  return problems;
}

const IMPORT = /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g;
const SUBPATH_ALLOWED = /^@mui\/icons-material\//;

export function unsharedSubpathImports(): string[] {
  const sharedKeys = new Set(Object.keys(SHARED_SINGLETONS));
  const problems: string[] = [];
  for (const workspace of WEB_WORKSPACES) {
    for (const file of shippedSourceFiles(workspace)) {
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const specifier = match[1] ?? '';
        const owner = SHARED_PACKAGES.find((name) => specifier.startsWith(`${name}/`));
        if (owner && !sharedKeys.has(specifier) && !SUBPATH_ALLOWED.test(specifier)) {
          problems.push(
            `${path.relative(REPO_ROOT, file)} imports ${specifier}, which is not shared: import from ${owner}`,
          );
        }
      }
    }
  }
  return problems;
}

/** What a shell build provides of each trimmed shared key (its `shared-surface.json`). */
export type ProvidedSurface = Record<string, string[]>;

function builtShellSurface(): ProvidedSurface | undefined {
  const file = path.join(REPO_ROOT, 'shell', 'dist', SHARED_SURFACE_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ProvidedSurface) : undefined;
}

/**
 * The exports a workspace imports from a trimmed shared key that the shell's build does not
 * provide: in the browser they would be `undefined`. A section that starts using a new export
 * needs the shell rebuilt (and released) first, as for a shared-package upgrade.
 */
export function surfaceGaps(provided: ProvidedSurface, workspaces: readonly string[] = WEB_WORKSPACES): string[] {
  return workspaces.flatMap((workspace) => {
    const uses = importUses(shippedSourceFiles(workspace));
    return TRIMMED_SHARED_KEYS.flatMap((key) => {
      const use = uses.get(key);
      const exports = provided[key];
      if (!use || !exports) return [];
      const missing =
        use.kind === 'namespace' ? ['* (the whole module)'] : [...use.names].filter((n) => !exports.includes(n));
      return missing.length === 0
        ? []
        : [
            `${workspace} imports ${missing.join(', ')} from ${key}, which the shell's build does not provide: rebuild and release the shell first`,
          ];
    });
  });
}

if (require.main === module) {
  const provided = builtShellSurface();
  const problems = [
    ...versionMismatches(),
    ...unsharedSubpathImports(),
    ...routeModulesNotExposed(),
    ...routeModulesNotExposed(builtExposes, 'build'),
    ...(provided ? surfaceGaps(provided) : []),
    ...sectionLayoutProblems(),
    ...importCircleProblems(),
  ];
  if (problems.length > 0) {
    console.error(`check:federation found ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`check:federation: ${SHARED_PACKAGES.length} shared packages agree across the shell and 5 sections.`);
}
