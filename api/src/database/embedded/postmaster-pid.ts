import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The postmaster running from the cluster in `dir`, by its postmaster.pid: root reads it wherever it is. */
export function runningPostmaster(dir: string): number | undefined {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : undefined;
}

/** Alive, and a PostgreSQL: a stale pid file may name a number the system has since given to another program. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true;
  }
}

/**
 * Stops the postmaster of `dir` without pg_ctl (which may no longer reach the cluster, or belong
 * to a killed API): SIGINT, PostgreSQL's fast shutdown, then SIGKILL after `timeoutMs`. Returns
 * the pid it stopped, if any.
 */
export async function stopPostmaster(dir: string, timeoutMs = 15_000): Promise<number | undefined> {
  const pid = runningPostmaster(dir);
  if (pid === undefined) return undefined;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  return pid;
}
