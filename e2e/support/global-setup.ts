import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SECTION_NAMES, SECTIONS } from '@site/contracts';
import { freePort } from '../../scripts/process/free-port';
import { REPO_ROOT, type StackInfo, stackFile } from './stack-paths';

const BUILT_MARKERS = [
  'api/dist/main.js',
  'shell/dist/index.html',
  'shell/dist/server/renderer.js',
  ...SECTION_NAMES.flatMap((name) => [
    `${SECTIONS[name].folder}/dist/mf-manifest.json`,
    `${SECTIONS[name].folder}/dist/server/server-entry.js`,
  ]),
];

async function waitFor(url: string, timeoutMs: number, logFile: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The stack did not answer at ${url} within ${timeoutMs} ms; see ${logFile}`);
}

/** Waits until pages are rendered on the server (the first renderer generation is warm). */
async function waitForRenderer(baseUrl: string, timeoutMs: number, logFile: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = (await (await fetch(`${baseUrl}/_site/renderer`)).json()) as { pins: unknown };
    if (status.pins) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`No renderer was ready within ${timeoutMs} ms; see ${logFile}`);
}

/** Starts the production stack (`npm start` without its build) on free ports with its own database. */
export default async function globalSetup(): Promise<void> {
  if (BUILT_MARKERS.some((marker) => !existsSync(path.join(REPO_ROOT, marker)))) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'site-e2e-'));
  // The embedded PostgreSQL runs as the `postgres` user when we are root: it must be able to enter.
  chmodSync(workDir, 0o755);
  const releasesDir = path.join(workDir, 'releases');
  const [port, apiPort, pgPort] = [await freePort(), await freePort(), await freePort()];
  const logFile = path.join(workDir, 'stack.log');
  const log = openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/start/start.ts', '--no-build'],
    {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        PORT: String(port),
        API_PORT: String(apiPort),
        EMBEDDED_PG_PORT: String(pgPort),
        PG_DATA_DIR: path.join(workDir, 'postgres'),
        RELEASES_DIR: releasesDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // Every browser in the run comes from 127.0.0.1: the lead-form specs must not meet the per-client limit.
        CONTACT_RATE_LIMIT: '1000',
      },
    },
  );
  child.unref();
  const info: StackInfo = {
    baseUrl: `http://127.0.0.1:${port}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    pgDataDir: path.join(workDir, 'postgres'),
    pgPort,
    pid: child.pid ?? 0,
    workDir,
    releasesDir,
  };
  writeFileSync(stackFile(), JSON.stringify(info));
  await waitFor(`${info.baseUrl}/api/health`, 120_000, logFile);
  await waitForRenderer(info.baseUrl, 60_000, logFile);
}
