import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SECTIONS, type SectionName } from '@site/contracts';
import { runNpmScript } from './run-npm-script';
import { stack } from './stack';
import { REPO_ROOT } from './stack-paths';

/**
 * Builds the products section again, as its team would, with one change to its PricingPage (a
 * wrapper around it); the copy sits beside the workspaces so it resolves the same packages.
 * Returns the build folder; `remove()` deletes the copy.
 */
export function buildChangedProducts(name: string, wrapper: string): { dist: string; remove: () => void } {
  const copy = path.join(REPO_ROOT, `.e2e-release-${name}`);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy);
  for (const entry of ['src', 'package.json', 'tsconfig.json', 'rspack.config.ts']) {
    cpSync(path.join(REPO_ROOT, 'mf-products', entry), path.join(copy, entry), { recursive: true });
  }
  writeFileSync(path.join(copy, 'src', 'exposes', 'release-probe.tsx'), wrapper);
  const configFile = path.join(copy, 'rspack.config.ts');
  writeFileSync(
    configFile,
    readFileSync(configFile, 'utf8').replace('./src/exposes/pricing-page.tsx', './src/exposes/release-probe.tsx'),
  );
  const build = spawnSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`rebuilding products failed:\n${build.stdout}\n${build.stderr}`);
  return { dist: path.join(copy, 'dist'), remove: () => rmSync(copy, { recursive: true, force: true }) };
}

/**
 * `npm run release -w mf-<section> -- <args>` against the running stack; its exit code and output.
 * Asynchronous, so requests a spec sends meanwhile go on. With `--skip-budgets`: these specs prove
 * the site's gate, previews and canaries, and the budget gate (about 25 s a run on one route, more
 * on a section's every route) has its own proofs (release-budgets.spec.ts), run as a team runs it.
 */
export function releaseSection(
  section: SectionName,
  args: readonly string[],
): Promise<{ status: number | null; output: string }> {
  return runNpmScript(['run', 'release', '--silent', '-w', SECTIONS[section].folder, '--', ...args, '--skip-budgets'], {
    RELEASES_DIR: stack().releasesDir,
    SITE_URL: stack().baseUrl,
  });
}

export function releaseProducts(args: readonly string[]): Promise<{ status: number | null; output: string }> {
  return releaseSection('products', args);
}

/** A copy of a section's current build, changed by `change` (given the copy's folder); `remove()` deletes it. */
export function variantOfCurrentBuild(
  section: SectionName,
  change: (dir: string) => void,
): { dir: string; remove: () => void } {
  const { buildId } = JSON.parse(readFileSync(path.join(stack().releasesDir, section, 'current.json'), 'utf8')) as {
    buildId: string;
  };
  const dir = path.join(stack().workDir, `${section}-variant-${Date.now()}`);
  cpSync(path.join(stack().releasesDir, section, buildId), dir, { recursive: true });
  change(dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Appended to a section's server code: every module it exposes throws while rendering. */
export const THROW_ON_SERVER = `
for (const name of Object.keys(module.exports.exposes)) {
  module.exports.exposes[name] = { default: function ThrowsOnTheServer() { throw new Error('made to throw on the server'); } };
}
`;

/** A copy of a section's current build with its server code changed (`undefined`: removed). */
export function serverVariantOfCurrentBuild(
  section: SectionName,
  change: (serverEntry: string) => string | undefined,
): { dir: string; remove: () => void } {
  return variantOfCurrentBuild(section, (dir) => {
    const entryFile = path.join(dir, 'server', 'server-entry.js');
    const changed = change(readFileSync(entryFile, 'utf8'));
    if (changed === undefined) rmSync(entryFile);
    else writeFileSync(entryFile, changed);
  });
}

/** Edits a build folder's manifest. */
export function editManifest(dir: string, edit: (manifest: Record<string, unknown>) => void): void {
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(manifest);
  writeFileSync(file, JSON.stringify(manifest));
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
}

export interface RendererStatus {
  gatewayPid: number;
  pid: number | null;
  pins: Record<string, string> | null;
}

export async function rendererStatus(): Promise<RendererStatus> {
  return (await (await fetch(`${stack().baseUrl}/_site/renderer`)).json()) as RendererStatus;
}

/** Asks for a page again and again until stopped, as visitors do during a release; every status it got. */
export function requestLoop(path: string): { stop: () => Promise<number[]> } {
  const statuses: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const response = await fetch(stack().baseUrl + path).catch(() => undefined);
      statuses.push(response?.status ?? 0);
      await response?.text();
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return statuses;
    },
  };
}
