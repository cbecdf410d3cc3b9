import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, SECTIONS } from '../workspaces';
import { SHARED_PACKAGES, SHARED_SINGLETONS } from './shared-deps';

/**
 * `npm run check:federation`: fails when a section's shared dependency versions differ from the
 * shell's, or when code imports a sub-path of a shared package that is not itself shared (that
 * would put a second copy of part of it in the visitor's browser).
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
  for (const workspace of [...Object.values(SECTIONS), 'packages/platform']) {
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

/** Test helpers never reach a browser, so they may import anything. */
const TEST_ONLY_DIRS = new Set(['node_modules', 'dist', 'testing']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return TEST_ONLY_DIRS.has(entry) ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

const IMPORT = /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g;
const SUBPATH_ALLOWED = /^@mui\/icons-material\//;

export function unsharedSubpathImports(): string[] {
  const sharedKeys = new Set(Object.keys(SHARED_SINGLETONS));
  const problems: string[] = [];
  for (const workspace of ['shell', 'packages/platform', ...Object.values(SECTIONS)]) {
    for (const file of sourceFiles(path.join(REPO_ROOT, workspace, 'src'))) {
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

if (require.main === module) {
  const problems = [...versionMismatches(), ...unsharedSubpathImports()];
  if (problems.length > 0) {
    console.error(`check:federation found ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`check:federation: ${SHARED_PACKAGES.length} shared packages agree across the shell and 5 sections.`);
}
