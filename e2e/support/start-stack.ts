import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  SECTION_MANIFEST_FILE,
  SECTION_NAMES,
  SECTION_SERVER_ENTRY,
  SECTIONS,
  SHELL_SERVER_ENTRY,
} from '@site/contracts';
import { discardCluster, embeddedPgHome, stopLeftoverPostgres } from '../../api/src/database/embedded/cluster-access';
import { freePort } from '../../scripts/process/free-port';
import type { StackInfo } from './stack-paths';

const BUILT_MARKERS = [
  'api/dist/main.js',
  'shell/dist/index.html',
  `shell/dist/${SHELL_SERVER_ENTRY}`,
  'site-server/dist/main.js',
  'packages/section-release/dist/section-release.js',
  'packages/section-test-kit/dist/section-browser-suite.js',
  'packages/section-build-kit/dist/section-dev.js',
  ...SECTION_NAMES.flatMap((name) => [
    `${SECTIONS[name].folder}/dist/${SECTION_MANIFEST_FILE}`,
    `${SECTIONS[name].folder}/dist/${SECTION_SERVER_ENTRY}`,
  ]),
];

/** The API answers or stops well within this; the wait is cut short the moment the stack exits. */
const HEALTH_TIMEOUT_MS = 120_000;
const RENDERER_TIMEOUT_MS = 60_000;
/** Lines of the stack's log quoted when it fails: the API's own last words are among them. */
const TAIL_LINES = 15;

/** Builds the site unless every build the stack serves exists. */
export function ensureBuilt(repoRoot: string): void {
  if (BUILT_MARKERS.every((marker) => existsSync(path.join(repoRoot, marker)))) return;
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

export interface StartStackOptions {
  /** The checkout whose `scripts/start/start.ts` and builds are run. */
  repoRoot: string;
  /** The stack's log, releases and (unless `env` names another) database live here. */
  workDir: string;
  /** Settings of the caller's own, over the stack's (PG_DATA_DIR: '' keeps the checkout's default). */
  env?: NodeJS.ProcessEnv;
}

/**
 * Starts the production stack (`npm start` without its build) on free ports, and waits until the
 * API answers and a renderer is warm. When the stack stops first (the API could not start: a port
 * taken, no folder for its database...), fails at once with the last lines of its log, which hold
 * the API's own message; when it does not answer in time, stops it and fails the same way.
 */
export async function startStack({ repoRoot, workDir, env = {} }: StartStackOptions): Promise<StackInfo> {
  const releasesDir = path.join(workDir, 'releases');
  const [port, apiPort, pgPort] = [await freePort(), await freePort(), await freePort()];
  const apiMetricsPort = await freePort();
  const siteMetricsPort = await freePort();
  const logFile = path.join(workDir, 'stack.log');
  const log = openSync(logFile, 'a');
  const settings: NodeJS.ProcessEnv = {
    PORT: String(port),
    API_PORT: String(apiPort),
    API_METRICS_PORT: String(apiMetricsPort),
    EMBEDDED_PG_PORT: String(pgPort),
    PG_DATA_DIR: path.join(workDir, 'postgres'),
    RELEASES_DIR: releasesDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SITE_METRICS_PORT: String(siteMetricsPort),
    ...env,
  };
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/start/start.ts', '--no-build'],
    { cwd: repoRoot, detached: true, stdio: ['ignore', log, log], env: { ...process.env, ...settings } },
  );
  child.unref();
  const info: StackInfo = {
    baseUrl: `http://127.0.0.1:${port}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    apiMetricsUrl: `http://127.0.0.1:${apiMetricsPort}/metrics`,
    siteMetricsUrl: `http://127.0.0.1:${siteMetricsPort}/metrics`,
    pgDataDir: settings.PG_DATA_DIR || path.join(repoRoot, '.data', 'postgres'),
    pgPort: Number(settings.EMBEDDED_PG_PORT),
    pgHome: embeddedPgHome(settings),
    pid: child.pid ?? 0,
    workDir,
    releasesDir,
  };
  const watched = watch(child, logFile);
  try {
    await waitUntil(() => answers(`${info.baseUrl}/api/health`), HEALTH_TIMEOUT_MS, watched, 'The API did not answer');
    await waitUntil(() => rendererReady(info.baseUrl), RENDERER_TIMEOUT_MS, watched, 'No renderer was ready');
  } catch (error) {
    // The log stays for a closer look; the releases and the database go.
    await stopStack(info, { keepWorkDir: true });
    rmSync(releasesDir, { recursive: true, force: true });
    throw error;
  }
  return info;
}

/** The stack's process, and whether it has exited yet. */
interface Watched {
  exit(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  tail(): string;
}

function watch(child: ChildProcess, logFile: string): Watched {
  let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  child.once('exit', (code, signal) => {
    exited = { code, signal };
  });
  return {
    exit: () => exited,
    tail: () => {
      const text = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      const lines = text.trimEnd().split('\n').slice(-TAIL_LINES);
      return `${logFile}, last lines:\n${lines.map((line) => `  ${line}`).join('\n')}`;
    },
  };
}

async function waitUntil(ready: () => Promise<boolean>, timeoutMs: number, stack: Watched, failure: string) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const exit = stack.exit();
    if (exit) {
      throw new Error(`The stack stopped before it was ready (${exit.signal ?? `exit ${exit.code}`}); ${stack.tail()}`);
    }
    if (await ready()) return;
    if (Date.now() > deadline) throw new Error(`${failure} within ${timeoutMs} ms; ${stack.tail()}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

async function rendererReady(baseUrl: string): Promise<boolean> {
  const status = await fetch(`${baseUrl}/_site/renderer`).then(
    (response) => response.json() as Promise<{ pins: unknown }>,
    () => ({ pins: undefined }),
  );
  return Boolean(status.pins);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the stack as Ctrl-C would (one SIGINT), waits for it (its whole group is killed after 30 s)
 * and stops a PostgreSQL it left behind. A database in the work folder is removed wherever the API
 * kept it, then the work folder unless told to keep it; a checkout's own database is left alone.
 */
export async function stopStack(info: StackInfo, options: { keepWorkDir?: boolean } = {}): Promise<void> {
  if (info.pid > 0 && alive(info.pid)) {
    process.kill(info.pid, 'SIGINT');
    const deadline = Date.now() + 30_000;
    while (alive(info.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    if (alive(info.pid)) process.kill(-info.pid, 'SIGKILL');
  }
  if (path.resolve(info.pgDataDir).startsWith(`${path.resolve(info.workDir)}${path.sep}`)) {
    await discardCluster(info.pgDataDir, info.pgHome);
  } else {
    await stopLeftoverPostgres(info.pgDataDir, info.pgHome);
  }
  if (!options.keepWorkDir) rmSync(info.workDir, { recursive: true, force: true });
}
