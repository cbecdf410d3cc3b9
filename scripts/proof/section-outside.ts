import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SECTION_NAMES, SECTIONS, type SectionName } from '@site/contracts';
import { REPO_ROOT } from '../workspaces';

/**
 * `npm run proof:section -- [section] [--keep]`: a section can leave this repository. Packs the
 * packages a section depends on (`npm pack`), copies the section (mf-developers by default) into a
 * folder outside the repository, installs it there from those packs and the registry, builds it for
 * production and runs its unit suite. Prints each step's time; exit 0 when every step passed.
 * docs/decisions/section-kits.md, "The proof".
 */
const PACKAGES = ['contracts', 'platform', 'section-build-kit', 'section-test-kit', 'section-release'];
/** What the root package.json gives every workspace here and a section's own repository must name. */
const ROOT_TOOLS = ['jest', 'typescript', '@types/jest', '@types/node'];
/** The repository's own loops (the whole site's dev servers, a local stack for the browser suite). */
const REPOSITORY_SCRIPTS = ['dev', 'test:browser'];

interface PackageJson {
  scripts: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides?: Record<string, string>;
}

function step(name: string, command: string, args: readonly string[], cwd: string, env = {}): boolean {
  const started = Date.now();
  const run = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${name}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  return run.status === 0;
}

/** The section's package.json as its own repository's: the @site packages from the packs, its tools named. */
function ownPackageJson(file: string, packs: Record<string, string>): void {
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
  const root = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as PackageJson;
  const fromPack = (deps: Record<string, string> = {}) =>
    Object.fromEntries(Object.entries(deps).map(([name, range]) => [name, packs[name] ?? range]));
  pkg.dependencies = fromPack(pkg.dependencies);
  pkg.devDependencies = fromPack(pkg.devDependencies);
  for (const tool of ROOT_TOOLS) pkg.devDependencies[tool] ??= root.devDependencies[tool] ?? '*';
  for (const script of REPOSITORY_SCRIPTS) delete pkg.scripts[script];
  // The packages name each other by version, which no registry has: every one comes from its pack.
  pkg.overrides = packs;
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
}

function main(): number {
  const section = (process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'developers') as SectionName;
  if (!SECTION_NAMES.includes(section))
    throw new Error(`usage: section-outside.ts [${SECTION_NAMES.join('|')}] [--keep]`);
  const folder = SECTIONS[section].folder;
  const root = mkdtempSync(path.join(tmpdir(), 'section-outside-'));
  const packsDir = path.join(root, 'packs');
  const copy = path.join(root, folder);
  console.log(`${folder} outside the repository, in ${copy}`);
  try {
    mkdirSync(packsDir);
    const packed = PACKAGES.map((name) => `packages/${name}`);
    const workspaces = packed.flatMap((workspace) => ['-w', workspace]);
    if (!step('pack', 'npm', ['pack', '--silent', ...workspaces, '--pack-destination', packsDir], REPO_ROOT)) return 1;
    const packs = Object.fromEntries(
      readdirSync(packsDir).map((file) => [
        `@site/${file.replace(/^site-/, '').replace(/-\d+\.\d+\.\d+\.tgz$/, '')}`,
        `file:${path.join(packsDir, file)}`,
      ]),
    );
    cpSync(path.join(REPO_ROOT, folder), copy, {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
    });
    // Its tsconfig.json extends the repository's base, one folder up: a copy of it stands there.
    copyFileSync(path.join(REPO_ROOT, 'tsconfig.base.json'), path.join(root, 'tsconfig.base.json'));
    ownPackageJson(path.join(copy, 'package.json'), packs);
    const ok =
      step('install', 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], copy) &&
      step('build', 'npm', ['run', 'build', '--silent'], copy, { NODE_ENV: 'production' }) &&
      step('unit suite', 'npx', ['jest', '--ci'], copy);
    console.log(
      ok ? `${folder} builds and passes its unit suite on its own.` : `${folder} failed outside the repository.`,
    );
    return ok ? 0 : 1;
  } finally {
    if (process.argv.includes('--keep')) console.log(`kept: ${root}`);
    else rmSync(root, { recursive: true, force: true });
  }
}

process.exit(main());
