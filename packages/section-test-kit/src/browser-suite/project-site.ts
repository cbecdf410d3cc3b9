import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

/**
 * A site started for one test run by the project the section lives in. The kit cannot start one
 * itself (a site is the shell, the sections, the site server and the API: a whole checkout), so
 * a project that can names a script of its root package.json, `site:for-tests`, which starts a
 * throw-away site, prints `site ready: <origin>` on a line of its own, and stops it when its
 * standard input ends (or at Ctrl-C). A section in a repository of its own has none: its suite
 * is given `--site`.
 */
export const PROJECT_SITE_SCRIPT = 'site:for-tests';
export const SITE_READY_PREFIX = 'site ready: ';

interface RootPackageJson {
  workspaces?: unknown;
  scripts?: Record<string, string>;
}

function readPackageJson(dir: string): RootPackageJson | undefined {
  const file = path.join(dir, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RootPackageJson) : undefined;
}

/** The nearest folder at or above `start` whose package.json lists workspaces and names the script. */
export function projectWithSite(start: string): string | undefined {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    const pkg = readPackageJson(dir);
    if (pkg?.workspaces) return pkg.scripts?.[PROJECT_SITE_SCRIPT] ? dir : undefined;
    if (path.dirname(dir) === dir) return undefined;
  }
}

export interface ProjectSite {
  origin: string;
  /** Ends the script's standard input and waits until it has stopped the site and exited. */
  stop(): Promise<void>;
}

/** Runs the project's `site:for-tests`; resolves with the origin it announced, rejects if it exits first. */
export function startProjectSite(root: string): Promise<ProjectSite> {
  const child = spawn('npm', ['run', '--silent', PROJECT_SITE_SCRIPT], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  return new Promise((resolve, reject) => {
    let origin: string | undefined;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (origin === undefined && line.startsWith(SITE_READY_PREFIX)) {
        origin = new URL(line.slice(SITE_READY_PREFIX.length).trim()).origin;
        resolve({
          origin,
          stop: async () => {
            child.stdin.end();
            await exited;
          },
        });
      } else console.log(line);
    });
    void exited.then((code) => {
      if (origin === undefined)
        reject(new Error(`npm run ${PROJECT_SITE_SCRIPT} exited (${code}) before its site was ready`));
    });
  });
}

/** For the project's script: announce the site, then resolve when the test run is over (stdin ends, Ctrl-C, SIGTERM). */
export function announceSiteUntilDone(origin: string): Promise<void> {
  console.log(`${SITE_READY_PREFIX}${origin}`);
  return new Promise((resolve) => {
    process.stdin.once('end', resolve);
    process.stdin.once('close', resolve);
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
    process.stdin.resume();
  });
}
