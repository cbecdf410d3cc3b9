import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, WORKSPACES } from '../workspaces';

/**
 * Import circles (files that import each other in a loop, through any number of files) in the
 * code of every workspace and the scripts: `check:federation` fails on one, naming its files, so
 * `farm-studio look` keeps showing none (issue 35: logger -> env -> cluster-location and three
 * more had grown unnoticed). Followed as farm-studio follows them: relative imports, type-only ones
 * too (a circle of types is still a circle to read); tests are left out, as they are no part of the
 * plan. A file imported by a package name (`@site/...`) is another workspace's face, never a circle
 * inside one.
 */
const SOURCE = /\.(ts|tsx|mts|cts|js|cjs|mjs)$/;
const TEST = /\.(test|spec|e2e-spec)\.[cm]?[jt]sx?$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', '.cache']);
const RESOLVED_AS = ['', '.ts', '.tsx', '.mts', '.js', '.cjs', '.mjs', '/index.ts', '/index.tsx', '/index.js'];
const IMPORTED =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\(\s*|\bexport\s+\*\s+from\s*)['"](\.{1,2}\/[^'"]*|\.{1,2})['"]/g;

/** One file's code: its path relative to the repository, and its text. */
export interface CodeFile {
  file: string;
  text: string;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return SKIPPED_FOLDERS.has(entry) ? [] : sourceFiles(full);
    return SOURCE.test(entry) && !TEST.test(entry) && !entry.endsWith('.d.ts') ? [full] : [];
  });
}

/** The code of every workspace and of scripts/, tests left out. */
export function repositoryCode(): CodeFile[] {
  return [...WORKSPACES, 'scripts'].flatMap((workspace) =>
    sourceFiles(path.join(REPO_ROOT, workspace)).map((full) => ({
      file: path.relative(REPO_ROOT, full).split(path.sep).join('/'),
      text: readFileSync(full, 'utf8'),
    })),
  );
}

/** Each file's relative imports that resolve to a file of the set (extension and index files as the bundlers find them). */
function importGraph(files: readonly CodeFile[]): Map<string, string[]> {
  const known = new Set(files.map(({ file }) => file));
  const resolve = (from: string, specifier: string) => {
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
    const stem = base.replace(/\.js$/, '');
    return [...RESOLVED_AS.map((ending) => base + ending), ...RESOLVED_AS.map((ending) => stem + ending)].find((each) =>
      known.has(each),
    );
  };
  return new Map(
    files.map(({ file, text }) => [
      file,
      [
        ...new Set(
          [...text.matchAll(IMPORTED)]
            .flatMap((match) => resolve(file, match[1] ?? '') ?? [])
            .filter((to) => to !== file),
        ),
      ],
    ]),
  );
}

/**
 * Every circle, as its files sorted (the strongly connected components of more than one file,
 * Tarjan's algorithm), sorted by their first file.
 */
export function importCircles(files: readonly CodeFile[]): string[][] {
  const graph = importGraph(files);
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowest.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        lowest.set(file, Math.min(lowest.get(file) ?? 0, lowest.get(to) ?? 0));
      } else if (onStack.has(to)) lowest.set(file, Math.min(lowest.get(file) ?? 0, index.get(to) ?? 0));
    }
    if (lowest.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === file) break;
    }
    if (component.length > 1) circles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** check:federation's lines: one per circle, its files named. */
export function importCircleProblems(files: readonly CodeFile[] = repositoryCode()): string[] {
  return importCircles(files).map(
    (circle) =>
      `an import circle: ${circle.join(' <-> ')} (farm-studio look shows it; break it by moving what both need into a file of its own)`,
  );
}
