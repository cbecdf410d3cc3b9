import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SECTION_NAMES, type SectionName } from '@site/contracts';
import { devPort } from '../dev-ports';

/**
 * `section-dev <section>`, the sections' `npm run dev`: the team's dev loop, wherever the section lives.
 *
 * - In a checkout of the whole site (a root package.json with workspaces and a `dev` script, this
 *   repository) it is that loop with this section first in line: `npm run dev -- --section <name>`
 *   at the root (the API, the shell on :8080 and this section; the other sections follow).
 * - In a repository of its own there is no shell, API or other section to start: it is the
 *   section's own dev server (`rspack serve --mode development`, its `src/bootstrap.tsx` page),
 *   which rebuilds and reloads on change; `/api` and `/images` pass to the API that `API_ORIGIN` names
 *   (default http://127.0.0.1:3000: a running site's API, or staging's).
 */
interface PackageJson {
  workspaces?: unknown;
  scripts?: Record<string, string>;
  bin?: string | Record<string, string>;
}

function readPackageJson(file: string): PackageJson | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PackageJson) : undefined;
}

/** The root of a checkout of the whole site above `start`, if there is one. */
function siteCheckout(start: string): string | undefined {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    const pkg = readPackageJson(path.join(dir, 'package.json'));
    if (pkg?.workspaces) return pkg.scripts?.dev ? dir : undefined;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The rspack command the section installed (@rspack/cli, a devDependency of every section). */
function rspackCli(sectionDir: string): string {
  const manifest = createRequire(path.join(sectionDir, 'package.json')).resolve('@rspack/cli/package.json');
  const { bin } = readPackageJson(manifest) ?? {};
  const relative = typeof bin === 'string' ? bin : bin?.rspack;
  if (!relative) throw new Error(`@rspack/cli names no rspack command (${manifest})`);
  return path.join(path.dirname(manifest), relative);
}

function run(command: string, args: readonly string[], cwd: string): Promise<number> {
  // Ctrl-C reaches the whole group: the dev servers stop themselves, and we wait for them.
  process.on('SIGINT', () => undefined);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function main(): Promise<number> {
  const [section = ''] = process.argv.slice(2);
  if (!SECTION_NAMES.includes(section as SectionName)) {
    console.error(`usage: section-dev <${SECTION_NAMES.join('|')}> (the section whose folder it runs in)`);
    return Promise.resolve(2);
  }
  const sectionDir = process.cwd();
  const checkout = siteCheckout(sectionDir);
  if (checkout) return run('npm', ['run', 'dev', '--', '--section', section], checkout);
  console.log(
    `No checkout of the whole site here: the ${section} section alone on http://127.0.0.1:${devPort(section as SectionName)} (its own page; /api passes to ${process.env.API_ORIGIN ?? 'http://127.0.0.1:3000'}, API_ORIGIN).`,
  );
  return run(process.execPath, [rspackCli(sectionDir), 'serve', '--mode', 'development'], sectionDir);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`dev: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
