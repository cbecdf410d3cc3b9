import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../workspaces';

/** The packages a section depends on, packed as a registry would serve them. */
export const PACKAGES = [
  'contracts',
  'page-runtime',
  'platform',
  'section-build-kit',
  'section-test-kit',
  'section-release',
];

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, string>;
}

/** `@site/<name>` → `file:<pack>` for every pack in `packsDir` (npm names them site-<name>-<version>.tgz). */
export function packsIn(packsDir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(packsDir).map((file) => [
      `@site/${file.replace(/^site-/, '').replace(/-\d+\.\d+\.\d+\.tgz$/, '')}`,
      `file:${path.join(packsDir, file)}`,
    ]),
  );
}

/**
 * The section's folder copied to `copy` as its own repository would hold it: its files as they are
 * (no build, no node_modules; nothing of the repository beside it, not even tsconfig.base.json),
 * and its package.json taking the @site packages from the packs. Nothing else is added: what its
 * build, tests, typecheck and browser suite need, the section must name itself.
 */
export function copySection(folder: string, copy: string, packs: Record<string, string>): void {
  cpSync(path.join(REPO_ROOT, folder), copy, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  const file = path.join(copy, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
  const fromPack = (deps: Record<string, string> = {}) =>
    Object.fromEntries(Object.entries(deps).map(([name, range]) => [name, packs[name] ?? range]));
  pkg.dependencies = fromPack(pkg.dependencies);
  pkg.devDependencies = fromPack(pkg.devDependencies);
  // The packages name each other by version, which no registry has: every one comes from its pack.
  pkg.overrides = packs;
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
}
