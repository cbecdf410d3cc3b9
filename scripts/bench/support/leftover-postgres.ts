import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The API stops its embedded PostgreSQL when it stops; if it was killed instead, the postmaster of
 * `dataDir` is still running (pg_ctl detached it). Stops it by the id in its postmaster.pid:
 * SIGINT (fast shutdown), then SIGKILL after `timeoutMs`.
 */
export async function stopLeftoverPostgres(dataDir: string, timeoutMs = 15_000): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  console.error(`stopping the PostgreSQL left running in ${dataDir} (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}
